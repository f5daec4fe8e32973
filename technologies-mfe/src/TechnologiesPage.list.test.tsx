import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient } from '@sistema/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildTechnology } from './testing/data.ts';
import { createGate } from './testing/gate.ts';
import { API, db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const answerRead = (resolver: () => Response | Promise<Response>) =>
  server.use(http.get(`${API}/technologies/read`, resolver));

describe('TechnologiesPage: the grid', () => {
  it('shows the title, the create button and a card per technology', async () => {
    db.reset([
      buildTechnology({ name: 'React', adoption_level: 'mature' }),
      buildTechnology({ name: 'WebAssembly', adoption_level: 'emerging' }),
    ]);
    renderTechnologiesPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' })).toBeVisible();
    expect(screen.getByRole('button', { name: '+ Nueva Tecnología' })).toBeEnabled();

    const grid = await screen.findByRole('list', { name: 'Lista de tecnologías' });
    expect(grid).toHaveClass('card-grid');
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'React',
      'WebAssembly',
    ]);
    const react = within(grid).getByRole('article', { name: 'React' });
    expect(within(react).getByText('Maduro')).toHaveClass('badge--grey');
    const wasm = within(grid).getByRole('article', { name: 'WebAssembly' });
    expect(within(wasm).getByText('Emergente')).toHaveClass('badge--green');
  });

  it('shows the spinner instead of the grid while the list loads', async () => {
    const gate = createGate();
    answerRead(async () => {
      await gate.opened;
      return HttpResponse.json({ data: [buildTechnology({ name: 'React' })] });
    });
    renderTechnologiesPage();
    expect(screen.getByText('Cargando tecnologías…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lista de tecnologías' })).not.toBeInTheDocument();

    gate.open();
    expect(await screen.findByRole('article', { name: 'React' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando tecnologías…')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is none', async () => {
    renderTechnologiesPage();
    expect(
      await screen.findByText('No se encontraron tecnologías. Crea la primera!', { exact: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lista de tecnologías' })).not.toBeInTheDocument();
  });
});

describe('TechnologiesPage: a failed load', () => {
  it("shows the answer's error, an empty grid and no empty state", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerRead(() =>
      HttpResponse.json({ error: 'La base de datos no está disponible' }, { status: 503 }),
    );
    renderTechnologiesPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La base de datos no está disponible',
    );
    expect(consoleError).toHaveBeenCalledWith('API Error', 503, expect.anything());
    expect(screen.queryByRole('list', { name: 'Lista de tecnologías' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No se encontraron tecnologías/)).not.toBeInTheDocument();
  });

  it('says in Spanish, in the banner and in the list area, that no answer came', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerRead(() => HttpResponse.error());
    renderTechnologiesPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(
      screen.getAllByText(
        'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
      ),
    ).toHaveLength(2);
    expect(screen.queryByText(/Network Error/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Network Error', 'Network Error');
  });

  it("shows 'Error desconocido' when the failure says nothing", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValueOnce({});
    renderTechnologiesPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error desconocido');
  });

  it('lets the user dismiss the error banner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerRead(() => HttpResponse.json({ error: 'Falló' }, { status: 500 }));
    const { user } = renderTechnologiesPage();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("offers 'Reintentar', which loads the grid again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.reset([buildTechnology({ name: 'React' })]);
    answerRead(() => HttpResponse.json({ error: 'Falló' }, { status: 503 }));
    const { user } = renderTechnologiesPage();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    expect(retry).toHaveFocus();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'React' })).toBeInTheDocument();
  });
});
