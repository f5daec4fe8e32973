import { FILTER_COMMIT_DELAY_MS } from '@sistema/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildTechnology } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por nombre' });
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const reads = () => db.calls.filter((call) => call.method === 'GET').map((call) => call.search);
const settle = () => act(() => delay(FILTER_COMMIT_DELAY_MS + 100));

function seed() {
  db.reset([
    buildTechnology({ name: 'GraphQL', sector: 'Computing' }),
    buildTechnology({ name: 'Stripe API', sector: 'FinTech' }),
    buildTechnology({ name: 'Apache Kafka', sector: 'Computing' }),
  ]);
}

describe("TechnologiesPage: 'Buscar por nombre'", () => {
  it('sends the typed name once it settles, keeps it in the URL, and shows what matches', async () => {
    seed();
    const { user, router } = renderTechnologiesPage();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.type(searchBox(), '  STRIPE');
    expect(searchBox()).toHaveValue('  STRIPE');
    await waitFor(() => expect(cardNames()).toEqual(['Stripe API']));
    // Trimmed, and sent as typed: the API compares without case.
    expect(reads().at(-1)).toBe('?name=STRIPE');
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('  STRIPE');
  });

  it('works with the selects, and Back returns to the previous search', async () => {
    seed();
    const { user, router } = renderTechnologiesPage('/technologies?sector=Computing');
    await waitFor(() => expect(cardNames()).toEqual(['GraphQL', 'Apache Kafka']));
    await user.type(searchBox(), 'kafka');
    await waitFor(() => expect(cardNames()).toEqual(['Apache Kafka']));
    expect(reads().at(-1)).toBe('?name=kafka&sector=Computing');
    await settle();
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardNames()).toEqual(['GraphQL', 'Apache Kafka']));
  });

  it('a name that matches nothing keeps the spec’s empty text and says so; Limpiar Filtros brings all back', async () => {
    seed();
    const { user } = renderTechnologiesPage('/technologies?name=cobol');
    expect(await screen.findByText('Ninguna tecnología coincide con los filtros.')).toBeVisible();
    expect(screen.getByText('No se encontraron tecnologías. Crea la primera!')).toBeVisible();
    expect(searchBox()).toHaveValue('cobol');
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(reads().at(-1)).toBe('');
  });

  it('the no-match line’s own Limpiar Filtros brings all back too', async () => {
    seed();
    const { user } = renderTechnologiesPage('/technologies?name=cobol');
    await screen.findByText('Ninguna tecnología coincide con los filtros.');
    await user.click(screen.getByRole('link', { name: 'Limpiar Filtros' }));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(reads().at(-1)).toBe('');
  });
});
