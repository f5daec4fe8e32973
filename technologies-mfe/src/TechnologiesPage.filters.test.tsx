import { TECHNOLOGY_SECTORS } from '@sistema/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildTechnology } from './testing/data.ts';
import { createGate } from './testing/gate.ts';
import { API, db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const filters = () => screen.getByRole('search', { name: 'Filtros de tecnologías' });
const sectorFilter = () => within(filters()).getByLabelText('Sector');
const levelFilter = () => within(filters()).getByLabelText('Nivel de adopción');
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const lastReadQuery = () => db.calls.filter((request) => request.method === 'GET').at(-1)?.search;

function seed() {
  db.reset([
    buildTechnology({ name: 'Stripe API', sector: 'FinTech', adoption_level: 'mature' }),
    buildTechnology({ name: 'DeFi', sector: 'FinTech', adoption_level: 'emerging' }),
    buildTechnology({ name: 'Rust', sector: 'Computing', adoption_level: 'growing' }),
  ]);
}

describe('TechnologiesPage: filters', () => {
  it("offers every sector and level after an 'all' option, and a clear button", async () => {
    renderTechnologiesPage();
    await screen.findByText(/No se encontraron tecnologías/);
    const sectors = within(sectorFilter()).getAllByRole('option');
    expect(sectors[0]).toHaveTextContent('Todos los sectores');
    expect(sectors.map((option) => option.getAttribute('value'))).toEqual([
      '',
      ...TECHNOLOGY_SECTORS,
    ]);
    expect(
      within(levelFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los niveles', 'Emergente', 'En Crecimiento', 'Maduro', 'En Declive']);
    expect(within(filters()).getByRole('button', { name: 'Limpiar Filtros' })).toBeEnabled();
  });

  it('reloads on every change, sending only the non-empty filters, and mirrors them in the URL', async () => {
    seed();
    const { user, router } = renderTechnologiesPage();
    await screen.findByRole('article', { name: 'Rust' });
    expect(lastReadQuery()).toBe('');

    await user.selectOptions(sectorFilter(), 'FinTech');
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API', 'DeFi']));
    expect(lastReadQuery()).toBe('?sector=FinTech');
    expect(router.state.location.search).toBe('?sector=FinTech');

    await user.selectOptions(levelFilter(), 'Emergente');
    await waitFor(() => expect(cardNames()).toEqual(['DeFi']));
    expect(lastReadQuery()).toBe('?sector=FinTech&adoptionLevel=emerging');

    await user.selectOptions(sectorFilter(), 'Todos los sectores');
    await waitFor(() => expect(lastReadQuery()).toBe('?adoptionLevel=emerging'));
    expect(router.state.location.search).toBe('?adoptionLevel=emerging');
  });

  it('arrowing through the sectors loads and records only the one it stops on', async () => {
    seed();
    const { router } = renderTechnologiesPage();
    await screen.findByRole('article', { name: 'Rust' });
    // A closed select sends one change per option the arrow keys pass.
    for (const sector of ['Computing', 'FinTech', 'Healthcare', 'Education', 'Computing']) {
      fireEvent.change(sectorFilter(), { target: { value: sector } });
    }
    expect(sectorFilter()).toHaveValue('Computing');
    await waitFor(() => expect(cardNames()).toEqual(['Rust']));
    expect(db.calls.map((request) => request.search)).toEqual(['', '?sector=Computing']);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('says how many technologies the filters found, politely', async () => {
    seed();
    const { user } = renderTechnologiesPage();
    const count = await screen.findByText('3 tecnologías');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await user.selectOptions(sectorFilter(), 'Computing');
    await waitFor(() => expect(count).toHaveTextContent('1 tecnología'));
    await user.selectOptions(sectorFilter(), 'Energy');
    await waitFor(() => expect(count).toHaveTextContent('0 tecnologías'));
  });

  it('steps back through filter changes with Back', async () => {
    seed();
    const { user, router } = renderTechnologiesPage();
    await screen.findByRole('article', { name: 'Rust' });
    await user.selectOptions(sectorFilter(), 'Computing');
    await waitFor(() => expect(cardNames()).toEqual(['Rust']));

    await act(() => router.navigate(-1));
    expect(sectorFilter()).toHaveValue('');
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API', 'DeFi', 'Rust']));
    expect(lastReadQuery()).toBe('');
  });

  it('opens a filtered URL with the selects prefilled and the grid filtered', async () => {
    seed();
    renderTechnologiesPage('/technologies?sector=FinTech&adoptionLevel=mature');
    expect(sectorFilter()).toHaveValue('FinTech');
    expect(levelFilter()).toHaveValue('mature');
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API']));
    expect(db.calls.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(lastReadQuery()).toBe('?sector=FinTech&adoptionLevel=mature');
  });

  it('ignores an unknown value in a hand-edited URL instead of sending it', async () => {
    seed();
    renderTechnologiesPage('/technologies?sector=Nope&adoptionLevel=mature');
    expect(sectorFilter()).toHaveValue('');
    expect(levelFilter()).toHaveValue('mature');
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API']));
    expect(lastReadQuery()).toBe('?adoptionLevel=mature');
  });

  it('clears both filters at once', async () => {
    seed();
    const { user, router } = renderTechnologiesPage(
      '/technologies?sector=FinTech&adoptionLevel=mature',
    );
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API']));

    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(sectorFilter()).toHaveValue('');
    expect(levelFilter()).toHaveValue('');
    expect(lastReadQuery()).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('never lets an older answer replace a newer one', async () => {
    seed();
    const slow = createGate();
    let oldAsked = false;
    server.use(
      http.get(`${API}/technologies/read`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('sector') !== 'Computing') return undefined;
        oldAsked = true;
        await slow.opened;
        return HttpResponse.json({ data: [buildTechnology({ name: 'Respuesta vieja' })] });
      }),
    );
    const { user } = renderTechnologiesPage();
    await screen.findByRole('article', { name: 'Rust' });

    await user.selectOptions(sectorFilter(), 'Computing');
    await waitFor(() => expect(oldAsked).toBe(true));
    await user.selectOptions(sectorFilter(), 'FinTech');
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API', 'DeFi']));

    slow.open();
    await delay(50);
    expect(cardNames()).toEqual(['Stripe API', 'DeFi']);
    expect(screen.queryByText('Respuesta vieja')).not.toBeInTheDocument();
  });
});
