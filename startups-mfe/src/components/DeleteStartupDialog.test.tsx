import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { buildStartup } from '../testing/data.ts';
import { API, db } from '../testing/handlers.ts';
import { server } from '../testing/server.ts';
import { DeleteStartupDialog } from './DeleteStartupDialog.tsx';
import { renderWithClient } from '../../../shared/testing/server-state.tsx';

const kavak = buildStartup({ id: 3, name: 'Kavak' });

function renderDialog() {
  const props = { onCancel: vi.fn(), onDeleted: vi.fn() };
  renderWithClient(<DeleteStartupDialog startup={kavak} {...props} />);
  return { ...props, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

test('asks for confirmation with the exact wording, the focus on Cancelar', () => {
  const { dialog } = renderDialog();
  expect(within(dialog).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible();
  expect(dialog).toHaveTextContent(
    '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
});

test('Cancelar sends nothing', async () => {
  const { user, dialog, onCancel } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(db.calls).toEqual([]);
});

test('Eliminar deletes by id and reports the success message', async () => {
  db.reset([kavak]);
  const { user, dialog, onDeleted } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(SUCCESS_MESSAGES.startupDeleted));
  expect(db.calls).toEqual([
    expect.objectContaining({ method: 'DELETE', path: '/v1/api/startups/delete/3' }),
  ]);
});

test("a failure shows the server's message inside the dialog, which stays open", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, dialog, onCancel, onDeleted } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    ERROR_MESSAGES.startupNotFound,
  );
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  expect(onDeleted).not.toHaveBeenCalled();
  expect(onCancel).not.toHaveBeenCalled();
});

test('after a 500, Eliminar again retries and can succeed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  db.reset([kavak]);
  server.use(
    http.delete(
      `${API}/startups/delete/:id`,
      () => HttpResponse.json({ error: 'No se pudo eliminar' }, { status: 500 }),
      { once: true },
    ),
  );
  const { user, dialog, onDeleted } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo eliminar');

  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(SUCCESS_MESSAGES.startupDeleted));
  expect(db.startups).toEqual([]);
});
