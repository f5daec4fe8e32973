import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTechnology } from './testing/data.ts';
import { API, db, record } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const dialog = (name: string) => screen.getByRole('dialog', { name });
const reads = () => db.calls.filter((request) => request.method === 'GET').length;

describe('TechnologiesPage: create → card → delete', () => {
  it('creates a technology, shows its card, then deletes it after confirmation', async () => {
    const { user } = renderTechnologiesPage();
    await screen.findByText('No se encontraron tecnologías. Crea la primera!');

    await user.click(screen.getByRole('button', { name: '+ Nueva Tecnología' }));
    const form = dialog('Nueva Tecnología');
    await user.type(within(form).getByLabelText('Nombre'), 'Go');
    await user.selectOptions(within(form).getByLabelText('Sector'), 'Computing');
    await user.selectOptions(within(form).getByLabelText('Nivel de adopción'), 'Maduro');
    await user.type(within(form).getByLabelText('Descripción'), 'Lenguaje compilado');
    await user.click(within(form).getByRole('button', { name: 'Crear Tecnología' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Tecnología creada exitosamente');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Go' });
    expect(within(card).getByText('Maduro')).toHaveClass('badge--grey');
    expect(within(card).getByText('Lenguaje compilado')).toBeInTheDocument();
    expect(reads()).toBe(2);

    await user.click(within(card).getByRole('button', { name: 'Eliminar Go' }));
    const confirm = dialog('Confirmar Eliminación');
    expect(confirm).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Tecnología eliminada exitosamente'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No se encontraron tecnologías. Crea la primera!'),
    ).toBeInTheDocument();
    expect(db.calls.find((request) => request.method === 'DELETE')?.path).toMatch(
      /\/v1\/api\/technologies\/delete\/\d+$/,
    );
  });

  it('opens a fresh, empty form after a create', async () => {
    const { user } = renderTechnologiesPage();
    await screen.findByText(/No se encontraron tecnologías/);
    await user.click(screen.getByRole('button', { name: '+ Nueva Tecnología' }));
    let form = dialog('Nueva Tecnología');
    await user.type(within(form).getByLabelText('Nombre'), 'Go');
    await user.selectOptions(within(form).getByLabelText('Sector'), 'Computing');
    await user.selectOptions(within(form).getByLabelText('Nivel de adopción'), 'Maduro');
    await user.click(within(form).getByRole('button', { name: 'Crear Tecnología' }));
    await screen.findByRole('article', { name: 'Go' });

    await user.click(screen.getByRole('button', { name: '+ Nueva Tecnología' }));
    form = dialog('Nueva Tecnología');
    expect(within(form).getByLabelText('Nombre')).toHaveValue('');
    expect(within(form).getByLabelText('Descripción')).toHaveValue('');
  });
});

describe('TechnologiesPage: edit', () => {
  it('prefills from the card, saves, and puts focus back on the card', async () => {
    db.reset([buildTechnology({ name: 'React', adoption_level: 'growing' })]);
    // A real network answer takes a while: long enough for the spinner to replace the cards.
    server.use(
      http.get(`${API}/technologies/read`, async () => {
        await delay(30);
      }),
    );
    const { user } = renderTechnologiesPage();
    await user.click(await screen.findByRole('button', { name: 'Editar React' }));

    const form = dialog('Editar Tecnología');
    expect(within(form).getByLabelText('Nombre')).toHaveValue('React');
    await user.selectOptions(within(form).getByLabelText('Nivel de adopción'), 'Maduro');
    await user.click(within(form).getByRole('button', { name: 'Actualizar Tecnología' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tecnología actualizada exitosamente',
    );
    expect(await screen.findByText('Maduro', { selector: '.badge' })).toHaveAttribute(
      'data-level',
      'mature',
    );
    const card = screen.getByRole('article', { name: 'React' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Editar React' })).toHaveFocus(),
    );
  });
});

describe('TechnologiesPage: dialogs and focus', () => {
  it('closes the form on Escape and gives focus back to the opener', async () => {
    const { user } = renderTechnologiesPage();
    await screen.findByText(/No se encontraron tecnologías/);
    const opener = screen.getByRole('button', { name: '+ Nueva Tecnología' });
    await user.click(opener);
    fireEvent(dialog('Nueva Tecnología'), new Event('cancel', { cancelable: true }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels a delete without a call and gives focus back to the card', async () => {
    db.reset([buildTechnology({ name: 'React' })]);
    const { user } = renderTechnologiesPage();
    const remove = await screen.findByRole('button', { name: 'Eliminar React' });
    await user.click(remove);
    await user.click(
      within(dialog('Confirmar Eliminación')).getByRole('button', { name: 'Cancelar' }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(db.calls.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('keeps a failed delete open with the error inside; a retry deletes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildTechnology({ name: 'React' })]);
    server.use(
      http.delete(
        `${API}/technologies/delete/:id`,
        async ({ request }) => {
          await record(request);
          return HttpResponse.json({ error: 'No se pudo eliminar' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user } = renderTechnologiesPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar React' }));
    const confirm = dialog('Confirmar Eliminación');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('No se pudo eliminar');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'React' })).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tecnología eliminada exitosamente',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'React' })).not.toBeInTheDocument(),
    );
    expect(db.calls.map((request) => request.method)).toEqual(['GET', 'DELETE', 'DELETE', 'GET']);
  });

  it('closes a failed delete on Cancelar and keeps the card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildTechnology({ name: 'React' })]);
    server.use(
      http.delete(`${API}/technologies/delete/:id`, () =>
        HttpResponse.json({ error: 'No se pudo eliminar' }, { status: 500 }),
      ),
    );
    const { user } = renderTechnologiesPage();
    const remove = await screen.findByRole('button', { name: 'Eliminar React' });
    await user.click(remove);
    const confirm = dialog('Confirmar Eliminación');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await within(confirm).findByRole('alert');

    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'React' })).toBeInTheDocument();
    expect(remove).toHaveFocus();
  });
});

describe('TechnologiesPage: success banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disappears after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    db.reset([buildTechnology({ name: 'React' })]);
    const { user } = renderTechnologiesPage('/technologies', {
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar React' }));
    await user.click(
      within(dialog('Confirmar Eliminación')).getByRole('button', { name: 'Eliminar' }),
    );
    const banner = await screen.findByText('Tecnología eliminada exitosamente');

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(banner).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Tecnología eliminada exitosamente')).not.toBeInTheDocument();
  });
});
