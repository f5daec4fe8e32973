import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import {
  expectDone,
  expectNoDialog,
  openDialog,
  writesOf,
} from '../../shared/testing/list-page-dialogs.ts';
import { buildTechnology } from './testing/data.ts';
import { API, db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const rust = buildTechnology({ id: 5, name: 'Rust' });

/** The card's 'Eliminar' opened the confirmation; then the fake API holds `meanwhile`. */
async function renderDialog(meanwhile = [rust]) {
  db.reset([rust]);
  const { user } = renderTechnologiesPage();
  const dialog = await openDialog(user, 'Eliminar Rust');
  db.technologies = meanwhile;
  return { user, dialog };
}

test('asks for confirmation with the exact wording, the focus on Cancelar', async () => {
  const { dialog } = await renderDialog();
  expect(dialog).toHaveAccessibleName('Confirmar Eliminación');
  expect(dialog).toHaveTextContent(
    '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
});

test('stays closed until a card asks for it', async () => {
  db.reset([rust]);
  renderTechnologiesPage();
  await screen.findByRole('article', { name: 'Rust' });
  expectNoDialog();
});

test('Cancelar sends nothing', async () => {
  const { user, dialog } = await renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expectNoDialog();
  expect(writesOf(db.calls)).toEqual([]);
});

test('Eliminar deletes by id, with both buttons disabled meanwhile', async () => {
  server.use(
    http.delete(`${API}/technologies/delete/:id`, async () => {
      await delay(50);
    }),
  );
  const { user, dialog } = await renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();

  await expectDone(SUCCESS_MESSAGES.technologyDeleted);
  expect(writesOf(db.calls)).toEqual([
    expect.objectContaining({ method: 'DELETE', path: '/v1/api/technologies/delete/5' }),
  ]);
});

test("a failure shows the server's message inside the dialog, which stays open", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Someone else deleted it meanwhile.
  const { user, dialog } = await renderDialog([]);
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    ERROR_MESSAGES.technologyNotFound,
  );
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  expect(dialog).toHaveAttribute('open');
});

test('a failure without an answer says so in Spanish', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.delete(`${API}/technologies/delete/:id`, () => HttpResponse.error()));
  const { user, dialog } = await renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
  );
  expect(consoleError).toHaveBeenCalledWith('Network Error', 'Network Error');
});
