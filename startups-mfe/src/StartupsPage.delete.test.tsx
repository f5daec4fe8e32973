import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import {
  expectDone,
  expectNoDialog,
  openDialog,
  writesOf,
} from '../../shared/testing/list-page-dialogs.ts';
import { buildStartup } from './testing/data.ts';
import { API, db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const kavak = buildStartup({ id: 3, name: 'Kavak' });

/** The row's 'Eliminar' opened the confirmation; then the fake API holds `meanwhile`. */
async function renderDialog(meanwhile = [kavak]) {
  db.reset([kavak]);
  const { user } = renderStartupsPage();
  const dialog = await openDialog(user, 'Eliminar Kavak');
  db.startups = meanwhile;
  return { user, dialog };
}

test('asks for confirmation with the exact wording, the focus on Cancelar', async () => {
  const { dialog } = await renderDialog();
  expect(within(dialog).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible();
  expect(dialog).toHaveTextContent(
    '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
});

test('Cancelar sends nothing', async () => {
  const { user, dialog } = await renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expectNoDialog();
  expect(writesOf(db.calls)).toEqual([]);
});

test('Eliminar deletes by id and reports the success message', async () => {
  const { user, dialog } = await renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await expectDone(SUCCESS_MESSAGES.startupDeleted);
  expect(writesOf(db.calls)).toEqual([
    expect.objectContaining({ method: 'DELETE', path: '/v1/api/startups/delete/3' }),
  ]);
});

test("a failure shows the server's message inside the dialog, which stays open", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Someone else deleted it meanwhile.
  const { user, dialog } = await renderDialog([]);
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    ERROR_MESSAGES.startupNotFound,
  );
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  expect(dialog).toHaveAttribute('open');
});

test('after a 500, Eliminar again retries and can succeed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.delete(
      `${API}/startups/delete/:id`,
      () => HttpResponse.json({ error: 'No se pudo eliminar' }, { status: 500 }),
      { once: true },
    ),
  );
  const { user, dialog } = await renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo eliminar');

  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await expectDone(SUCCESS_MESSAGES.startupDeleted);
  expect(db.startups).toEqual([]);
});
