import { ERROR_MESSAGES } from '@sistema/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { API, db, record } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const EMPTY = 'No se encontraron startups. Crea la primera!';
const openDialog = () => screen.getByRole('dialog');

async function createKavak(user: ReturnType<typeof renderStartupsPage>['user']) {
  await user.click(screen.getByRole('button', { name: '+ Nueva Startup' }));
  const dialog = within(openDialog());
  await user.type(dialog.getByLabelText('Nombre'), 'Kavak');
  await user.type(dialog.getByLabelText('Fecha de fundación'), '2016-03-01');
  await user.type(dialog.getByLabelText('Ubicación'), 'Ciudad de México, México');
  await user.selectOptions(dialog.getByLabelText('Categoría'), 'E-commerce');
  await user.click(dialog.getByRole('button', { name: 'Crear Startup' }));
}

describe('the list', () => {
  test('has the title and the new button, and shows the rows the API returns', async () => {
    db.reset([buildStartup({ name: 'Kavak' }), buildStartup({ name: 'Clip' })]);
    renderStartupsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Startups' })).toBeVisible();
    expect(screen.getByRole('button', { name: '+ Nueva Startup' })).toBeEnabled();
    expect(await screen.findByRole('cell', { name: 'Kavak' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Clip' })).toBeVisible();
  });

  test('the spinner replaces the list while a request runs', async () => {
    db.reset([buildStartup({ name: 'Kavak' })]);
    server.use(
      http.get(`${API}/startups/read`, async () => {
        await delay(50);
        return HttpResponse.json({ data: db.startups });
      }),
    );
    renderStartupsPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando startups…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByText('Cargando startups…')).not.toBeInTheDocument();
  });

  test('shows the empty state when there are no startups', async () => {
    renderStartupsPage();
    expect(await screen.findByText(EMPTY)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a failed load leaves the list empty with the error banner, which can be dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildStartup({ name: 'Kavak' })]);
    server.use(
      http.get(`${API}/startups/read`, () =>
        HttpResponse.json({ error: ERROR_MESSAGES.internal }, { status: 500 }),
      ),
    );
    const { user } = renderStartupsPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.internal);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('create → row → delete', () => {
  test('walks the whole flow with its banners and reloads', async () => {
    const { user } = renderStartupsPage();
    await screen.findByText(EMPTY);

    await createKavak(user);
    expect(await screen.findByText('Startup creada exitosamente')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nueva Startup' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Kavak' })).toBeVisible();
    expect(db.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'GET']);

    await user.click(screen.getByRole('button', { name: 'Eliminar Kavak' }));
    const confirm = within(openDialog());
    expect(confirm.getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Startup eliminada exitosamente')).toBeVisible();
    expect(await screen.findByText(EMPTY)).toBeVisible();
    expect(db.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'GET', 'DELETE', 'GET']);
  });

  test('a reopened form starts empty', async () => {
    const { user } = renderStartupsPage();
    await createKavak(user);
    await screen.findByRole('cell', { name: 'Kavak' });
    await user.click(screen.getByRole('button', { name: '+ Nueva Startup' }));
    expect(within(openDialog()).getByLabelText('Nombre')).toHaveValue('');
  });

  test('the success banner goes away on its own after 3 s (real time)', async () => {
    const { user } = renderStartupsPage();
    await screen.findByText(EMPTY);
    await createKavak(user);
    const banner = await screen.findByText('Startup creada exitosamente');
    const shownAt = performance.now();
    await waitFor(() => expect(banner).not.toBeInTheDocument(), { timeout: 4000 });
    // The exact 3000 ms is checked with fake timers in StartupsPage.banners.test.tsx.
    expect(performance.now() - shownAt).toBeGreaterThan(2900);
  }, 8000);
});

describe('edit', () => {
  test('updates the row, shows its banner and puts focus back on its Editar', async () => {
    db.reset([buildStartup({ id: 4, name: 'Clip', funding_amount: null })]);
    const { user } = renderStartupsPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Clip' }));
    const dialog = within(openDialog());
    expect(dialog.getByRole('heading', { name: 'Editar Startup' })).toBeVisible();
    await user.type(dialog.getByLabelText('Nombre'), ' MX');
    await user.click(dialog.getByRole('button', { name: 'Actualizar Startup' }));

    expect(await screen.findByText('Startup actualizada exitosamente')).toBeVisible();
    const edit = await screen.findByRole('button', { name: 'Editar Clip MX' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(db.calls[1]).toMatchObject({ method: 'PUT', path: '/v1/api/startups/update/4' });
  });

  test('a failed save keeps the modal open with one error banner, inside it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildStartup({ id: 4, name: 'Clip' })]);
    const { user } = renderStartupsPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Clip' }));
    db.reset([]);
    await user.click(within(openDialog()).getByRole('button', { name: 'Actualizar Startup' }));
    const alert = await within(openDialog()).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.startupNotFound);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Editar Startup' })).toBeVisible();
  });
});

describe('dialogs and the keyboard', () => {
  test('Escape closes the form and focus returns to + Nueva Startup', async () => {
    const { user } = renderStartupsPage();
    await screen.findByText(EMPTY);
    const opener = screen.getByRole('button', { name: '+ Nueva Startup' });
    await user.click(opener);
    // The browser fires a cancelable 'cancel' on the dialog for Escape; jsdom does not, so send it.
    fireEvent(openDialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('heading', { name: 'Nueva Startup' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('Cancelar closes the delete confirmation and focus returns to the row button', async () => {
    db.reset([buildStartup({ name: 'Clip' })]);
    const { user } = renderStartupsPage();
    const opener = await screen.findByRole('button', { name: 'Eliminar Clip' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(within(openDialog()).getByRole('button', { name: 'Cancelar' }));
    expect(
      screen.queryByRole('heading', { name: 'Confirmar Eliminación' }),
    ).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(db.calls.map((call) => call.method)).toEqual(['GET']);
  });

  test('a failed delete keeps the confirmation open with the error inside; a retry deletes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildStartup({ name: 'Clip' })]);
    server.use(
      http.delete(
        `${API}/startups/delete/:id`,
        async ({ request }) => {
          await record(request);
          return HttpResponse.json({ error: 'No se pudo eliminar' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user } = renderStartupsPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Clip' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('No se pudo eliminar');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(screen.getByRole('cell', { name: 'Clip' })).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Startup eliminada exitosamente')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(EMPTY)).toBeVisible();
    expect(db.calls.map((call) => call.method)).toEqual(['GET', 'DELETE', 'DELETE', 'GET']);
  });

  test('after a failed delete, Cancelar closes the confirmation and keeps the row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildStartup({ name: 'Clip' })]);
    server.use(
      http.delete(`${API}/startups/delete/:id`, () =>
        HttpResponse.json({ error: 'No se pudo eliminar' }, { status: 500 }),
      ),
    );
    const { user } = renderStartupsPage();
    const opener = await screen.findByRole('button', { name: 'Eliminar Clip' });
    await user.click(opener);
    await user.click(within(openDialog()).getByRole('button', { name: 'Eliminar' }));
    await within(openDialog()).findByRole('alert');

    await user.click(within(openDialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Clip' })).toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(within(openDialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
