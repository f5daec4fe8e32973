import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { setupFakeApi, readCall, refuseStaleVersion } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import {
  anyResourceSchemas,
  defineResource,
  fieldErrors,
  resourceText,
} from '../contract/index.ts';
import { resourcePage } from './resource-page.tsx';

// A resource no screen was written for: the page comes from its definition alone, through the
// whole flow against a fake API, in the masculine of its noun.

const investors = defineResource({
  key: 'investors',
  noun: { singular: 'inversionista', plural: 'inversionistas', gender: 'm' },
  fields: { name: { type: 'text', label: 'Nombre', gender: 'm' } },
  filters: { name: { match: 'contains' } },
  sorts: { name: {} },
  order: { by: 'createdAt', direction: 'desc' },
  list: { view: 'table', columns: ['name'] },
});

const InvestorsPage = resourcePage(investors);
const text = resourceText(investors);
const schema = anyResourceSchemas(investors).input;

interface Investor {
  id: number;
  name: string;
  version: number;
  created_at: string;
  updated_at: string;
}

const API = '*/v1/api/investors';
const db = {
  rows: [] as Investor[],
  nextId: 1,
  deleted: new Map<string, Investor>(),
  searches: [] as string[],
  reset() {
    this.rows = [];
    this.nextId = 1;
    this.deleted.clear();
    this.searches = [];
  },
};

const at = new Date('2026-11-27T12:00:00Z').toISOString();
const build = (name: string, id = db.nextId++): Investor => ({
  id,
  name,
  version: 1,
  created_at: at,
  updated_at: at,
});

/** The API of docs/architecture.md for one resource, in memory: enough for the screen. */
setupFakeApi(
  [
    http.get(`${API}/read`, async ({ request }) => {
      const { search } = await readCall(request);
      db.searches.push(search);
      const name = new URLSearchParams(search).get('name')?.toLowerCase();
      const data = db.rows.filter((row) => !name || row.name.toLowerCase().includes(name));
      return HttpResponse.json({ data, nextCursor: null, total: data.length });
    }),
    http.post(`${API}/create`, async ({ request }) => {
      const parsed = schema.safeParse(await request.json());
      if (!parsed.success) {
        const details = fieldErrors(parsed.error);
        return HttpResponse.json({ error: Object.values(details)[0], details }, { status: 400 });
      }
      const created = build((parsed.data as { name: string }).name);
      db.rows = [created, ...db.rows];
      return HttpResponse.json({ message: text.created, data: created }, { status: 201 });
    }),
    http.put(`${API}/update/:id`, async ({ request, params }) => {
      const existing = db.rows.find((row) => String(row.id) === params.id);
      if (!existing) return HttpResponse.json({ error: text.notFound }, { status: 404 });
      const stale = refuseStaleVersion(request, existing, text.changed);
      if (stale) return stale;
      const { name } = (await request.json()) as { name: string };
      const updated = { ...existing, name, version: existing.version + 1 };
      db.rows = db.rows.map((row) => (row.id === existing.id ? updated : row));
      return HttpResponse.json({ message: text.updated, data: updated });
    }),
    http.delete(`${API}/delete/:id`, ({ request, params }) => {
      const existing = db.rows.find((row) => String(row.id) === params.id);
      if (!existing) return HttpResponse.json({ error: text.notFound }, { status: 404 });
      const stale = refuseStaleVersion(request, existing, text.changed);
      if (stale) return stale;
      db.rows = db.rows.filter((row) => row !== existing);
      const token = `token-${String(existing.id)}`;
      db.deleted.set(token, existing);
      return HttpResponse.json({ message: text.deleted }, { headers: { 'Restore-Token': token } });
    }),
    http.post(`${API}/restore`, async ({ request }) => {
      const { tokens } = (await request.json()) as { tokens: string[] };
      const back = tokens.flatMap((token) => db.deleted.get(token) ?? []);
      db.rows = [...back, ...db.rows];
      return HttpResponse.json({ message: 'Se restauró lo eliminado', data: back });
    }),
  ],
  () => db.reset(),
);

const renderPage = (url = '/investors') => renderRoute('/investors', <InvestorsPage />, url);

test('an empty list invites to create the first one, in the masculine', async () => {
  renderPage();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Gestión de Inversionistas' }),
  ).toBeVisible();
  expect(
    await screen.findByText('No se encontraron inversionistas. Crea el primero!'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: '+ Nuevo Inversionista' })).toBeEnabled();
});

test('creates, validates, edits with the exit guard, and searches by name', async () => {
  const { user } = renderPage();
  await screen.findByText('No se encontraron inversionistas. Crea el primero!');

  await user.click(screen.getByRole('button', { name: '+ Nuevo Inversionista' }));
  let dialog = within(screen.getByRole('dialog', { name: 'Nuevo Inversionista' }));
  await user.click(dialog.getByRole('button', { name: 'Crear Inversionista' }));
  expect(await dialog.findByText('El nombre es requerido')).toBeVisible();
  await user.type(dialog.getByLabelText('Nombre'), 'Ana Pérez');
  await user.click(dialog.getByRole('button', { name: 'Crear Inversionista' }));
  expect(await screen.findByText('Inversionista creado exitosamente')).toBeVisible();
  expect(await screen.findByRole('cell', { name: 'Ana Pérez' })).toBeVisible();
  expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  expect(screen.getByText('1 inversionista')).toBeVisible();

  // Closing with changes asks first; going back keeps what was typed.
  await user.click(screen.getByRole('button', { name: 'Editar Ana Pérez' }));
  dialog = within(screen.getByRole('dialog', { name: 'Editar Inversionista' }));
  const name = dialog.getByLabelText('Nombre');
  expect(name).toHaveValue('Ana Pérez');
  await user.clear(name);
  await user.type(name, 'Ana Pérez Ruiz');
  await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
  const discard = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
  await user.click(within(discard).getByRole('button', { name: 'Seguir editando' }));
  await user.click(dialog.getByRole('button', { name: 'Actualizar Inversionista' }));
  expect(await screen.findByText('Inversionista actualizado exitosamente')).toBeVisible();
  expect(await screen.findByRole('cell', { name: 'Ana Pérez Ruiz' })).toBeVisible();

  db.rows = [...db.rows, build('Luis Gómez')];
  await user.type(screen.getByLabelText('Buscar por nombre'), 'luis');
  expect(await screen.findByRole('cell', { name: 'Luis Gómez' })).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Pérez Ruiz' })).toBeNull());
  expect(db.searches.at(-1)).toBe('?name=luis');
});

test('deletes with its confirmation, undoes, and deletes several together', async () => {
  db.rows = [build('Ana'), build('Luis'), build('Marta')];
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Eliminar Ana' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
  expect(confirm).toHaveTextContent(
    '¿Estás seguro de que deseas eliminar este inversionista? Esta acción no se puede deshacer.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('Inversionista eliminado exitosamente')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana' })).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Deshacer' }));
  expect(await screen.findByRole('cell', { name: 'Ana' })).toBeVisible();

  await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Luis' }));
  await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Marta' }));
  await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados (2)' }));
  const bulk = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
  expect(bulk).toHaveTextContent('¿Eliminar 2 inversionistas?');
  await user.click(within(bulk).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('2 inversionistas eliminados exitosamente')).toBeVisible();
  await waitFor(() => expect(db.rows.map((row) => row.name)).toEqual(['Ana']));
});

test('a stale edit shows the change made elsewhere instead of overwriting it', async () => {
  // The client logs the refused write.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  db.rows = [build('Ana')];
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Editar Ana' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Editar Inversionista' }));
  const stored = db.rows[0];
  if (stored) db.rows = [{ ...stored, name: 'Ana María', version: 2 }];
  await user.type(dialog.getByLabelText('Nombre'), ' Luisa');
  await user.click(dialog.getByRole('button', { name: 'Actualizar Inversionista' }));
  expect(await dialog.findByText(/Ana María/)).toBeVisible();
  expect(db.rows[0]?.name).toBe('Ana María');
});
