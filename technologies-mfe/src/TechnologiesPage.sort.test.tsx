import { FILTER_COMMIT_DELAY_MS } from '@sistema/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNarrowScreen } from '../../shared/testing/narrow-screen.ts';
import { buildTechnologies, buildTechnology } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';

const sortSelect = () => screen.getByRole('combobox', { name: 'Ordenar por' });
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

// Most recently updated first, as the API answers.
function seed() {
  db.reset([
    buildTechnology({
      name: 'Ñandú DB',
      sector: 'Computing',
      adoption_level: 'declining',
      updated_at: '2026-03-01T10:00:00.000Z',
    }),
    buildTechnology({
      name: 'árbol UI',
      sector: 'FinTech',
      adoption_level: 'mature',
      updated_at: '2026-02-01T10:00:00.000Z',
    }),
    buildTechnology({
      name: 'Zeta',
      sector: 'Agriculture',
      adoption_level: 'emerging',
      updated_at: '2026-01-01T10:00:00.000Z',
    }),
    buildTechnology({
      name: 'Beta',
      sector: 'Computing',
      adoption_level: 'growing',
      updated_at: '2025-12-01T10:00:00.000Z',
    }),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('TechnologiesPage: the order, in the URL', () => {
  it("'Ordenar por' sorts the cards in Spanish order, kept in the URL; Back undoes it", async () => {
    seed();
    const { user, router } = renderTechnologiesPage();
    await waitFor(() => expect(cardNames()).toEqual(['Ñandú DB', 'árbol UI', 'Zeta', 'Beta']));
    expect(sortSelect()).toHaveValue('');
    await user.selectOptions(sortSelect(), 'Nombre (A–Z)');
    await waitFor(() => expect(cardNames()).toEqual(['árbol UI', 'Beta', 'Ñandú DB', 'Zeta']));
    expect(router.state.location.search).toBe('?sort=name');
    await user.selectOptions(sortSelect(), 'Nombre (Z–A)');
    await waitFor(() => expect(cardNames()).toEqual(['Zeta', 'Ñandú DB', 'Beta', 'árbol UI']));
    expect(router.state.location.search).toBe('?sort=-name');

    await act(() => router.navigate(-1));
    expect(sortSelect()).toHaveValue('name');
    expect(cardNames()).toEqual(['árbol UI', 'Beta', 'Ñandú DB', 'Zeta']);
    // Sorting is done on the loaded list: no request carries it.
    expect(db.calls.map((call) => call.search)).toEqual(['']);
  });

  it.each([
    ['?sort=sector', ['Zeta', 'Ñandú DB', 'Beta', 'árbol UI']],
    ['?sort=adoptionLevel', ['Zeta', 'Beta', 'árbol UI', 'Ñandú DB']],
    ['?sort=-adoptionLevel', ['Ñandú DB', 'árbol UI', 'Beta', 'Zeta']],
    ['?sort=updatedAt', ['Beta', 'Zeta', 'árbol UI', 'Ñandú DB']],
  ])('a URL with %s opens in that order', async (search, names) => {
    seed();
    renderTechnologiesPage(`/technologies${search}`);
    await waitFor(() => expect(cardNames()).toEqual(names));
    expect(sortSelect()).toHaveValue(search.slice('?sort='.length));
  });

  it('an unknown order in the URL keeps the API’s order', async () => {
    seed();
    renderTechnologiesPage('/technologies?sort=price');
    await waitFor(() => expect(cardNames()).toEqual(['Ñandú DB', 'árbol UI', 'Zeta', 'Beta']));
    expect(sortSelect()).toHaveValue('');
  });

  it('on a phone the same select sorts the single column of cards', async () => {
    stubNarrowScreen();
    seed();
    const { user, router } = renderTechnologiesPage('/technologies?name=a');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.selectOptions(sortSelect(), 'Actualización (más antigua primero)');
    await act(() => delay(FILTER_COMMIT_DELAY_MS + 100));
    expect(router.state.location.search).toBe('?name=a&sort=updatedAt');
    // 'árbol' has no plain 'a': the API's search, like this fake one, leaves it out.
    expect(cardNames()).toEqual(['Beta', 'Zeta', 'Ñandú DB']);
  });
});

describe('TechnologiesPage: a long list', () => {
  it('10,000 technologies keep only the cards near the screen in the DOM', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(190);
    const technologies = buildTechnologies(10_000);
    db.reset(technologies);
    renderTechnologiesPage();
    await screen.findByRole('heading', { name: technologies[0]?.name });
    const list = screen.getByRole('list', { name: 'Lista de tecnologías' });
    const items = within(list).getAllByRole('listitem');
    // Two cards a row on a wide screen.
    expect(items.length).toBeGreaterThan(2);
    expect(items.length).toBeLessThan(40);
    expect(items[1]).toHaveAttribute('aria-posinset', '2');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByText('10,000 tecnologías')).toBeInTheDocument();

    // Scrolling the page brings later rows in, with their true position.
    act(() => {
      // A row is 190 px high, plus the 12 px gap.
      window.scrollY = 202 * 2500;
      window.dispatchEvent(new Event('scroll'));
    });
    const far = await screen.findByRole('heading', { name: technologies[5000]?.name });
    expect(far.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '5001');
    expect(screen.queryByRole('heading', { name: technologies[0]?.name })).toBeNull();
  });
});
