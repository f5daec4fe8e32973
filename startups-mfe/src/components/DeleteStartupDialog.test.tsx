import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { buildStartup } from '../testing/data.ts';
import { db } from '../testing/handlers.ts';
import { DeleteStartupDialog } from './DeleteStartupDialog.tsx';

const kavak = buildStartup({ id: 3, name: 'Kavak' });

function renderDialog() {
  const props = { onCancel: vi.fn(), onDeleted: vi.fn(), onFailed: vi.fn() };
  render(<DeleteStartupDialog startup={kavak} {...props} />);
  return { ...props, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

test('asks for confirmation with the exact wording', () => {
  const { dialog } = renderDialog();
  expect(within(dialog).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible();
  expect(dialog).toHaveTextContent(
    '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
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

test("a failure reports the server's message", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, dialog, onFailed, onDeleted } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(onFailed).toHaveBeenCalledWith(ERROR_MESSAGES.startupNotFound));
  expect(onDeleted).not.toHaveBeenCalled();
});
