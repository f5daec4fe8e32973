import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { buildTechnology } from '../testing/data.ts';
import { API, db } from '../testing/handlers.ts';
import { server } from '../testing/server.ts';
import { DeleteTechnologyDialog } from './DeleteTechnologyDialog.tsx';
import { renderWithClient } from '../../../shared/testing/server-state.tsx';

const rust = buildTechnology({ id: 5, name: 'Rust' });

function renderDialog() {
  const props = { onCancel: vi.fn(), onDeleted: vi.fn() };
  renderWithClient(<DeleteTechnologyDialog technology={rust} {...props} />);
  return { ...props, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

test('asks for confirmation with the exact wording, the focus on Cancelar', () => {
  const { dialog } = renderDialog();
  expect(dialog).toHaveAccessibleName('Confirmar Eliminación');
  expect(dialog).toHaveTextContent(
    '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
});

test('stays closed without a technology', () => {
  renderWithClient(
    <DeleteTechnologyDialog technology={null} onCancel={vi.fn()} onDeleted={vi.fn()} />,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Cancelar sends nothing', async () => {
  const { user, dialog, onCancel } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(db.calls).toEqual([]);
});

test('Eliminar deletes by id, with both buttons disabled meanwhile', async () => {
  db.reset([rust]);
  server.use(
    http.delete(`${API}/technologies/delete/:id`, async () => {
      await delay(50);
    }),
  );
  const { user, dialog, onDeleted } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();

  await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(SUCCESS_MESSAGES.technologyDeleted));
  expect(db.calls).toEqual([
    expect.objectContaining({ method: 'DELETE', path: '/v1/api/technologies/delete/5' }),
  ]);
});

test("a failure shows the server's message inside the dialog, which stays open", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, dialog, onCancel, onDeleted } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    ERROR_MESSAGES.technologyNotFound,
  );
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  expect(onDeleted).not.toHaveBeenCalled();
  expect(onCancel).not.toHaveBeenCalled();
});

test('a failure without an answer says so in Spanish', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.delete(`${API}/technologies/delete/:id`, () => HttpResponse.error()));
  const { user, dialog } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
  );
  expect(consoleError).toHaveBeenCalledWith('Network Error', 'Network Error');
});
