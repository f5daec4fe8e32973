import { FILTER_COMMIT_DELAY_MS } from '@sistema/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { API, db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

// Newest first, as the API answers.
const startups = [
  buildStartup({ name: 'Ñandú', founded_at: '2019-05-01', funding_amount: 500 }),
  buildStartup({ name: 'árbol', founded_at: '2010-06-06', funding_amount: null }),
  buildStartup({ name: 'Zeta', founded_at: '2012-01-01', funding_amount: 90_000 }),
  buildStartup({ name: 'Beta', founded_at: '2021-09-09', funding_amount: 1_000 }),
];

const rowNames = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });
const count = () => screen.getByText(/^\d+ startups?$/);

describe('sorting by a column', () => {
  test('a header sorts ascending, then descending, kept in the URL; Back undoes it', async () => {
    db.reset(startups);
    const { user, router } = renderStartupsPage();
    await waitFor(() => expect(rowNames()).toEqual(['Ñandú', 'árbol', 'Zeta', 'Beta']));
    expect(header('Nombre')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Nombre')).getByRole('button'));
    expect(rowNames()).toEqual(['árbol', 'Beta', 'Ñandú', 'Zeta']);
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=name');

    await user.click(within(header('Nombre')).getByRole('button'));
    expect(rowNames()).toEqual(['Zeta', 'Ñandú', 'Beta', 'árbol']);
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=-name');

    await act(() => router.navigate(-1));
    expect(rowNames()).toEqual(['árbol', 'Beta', 'Ñandú', 'Zeta']);
    await act(() => router.navigate(-1));
    expect(rowNames()).toEqual(['Ñandú', 'árbol', 'Zeta', 'Beta']);
    // The list came whole in its first page: it is sorted where it is, no request carries it.
    expect(db.calls.map((call) => [call.search, call.limit])).toEqual([['', '200']]);
  }, 10_000);

  test('a sorted URL opens sorted; empty amounts go last either way', async () => {
    db.reset(startups);
    renderStartupsPage('/startups?sort=-fundingAmount');
    await waitFor(() => expect(rowNames()).toEqual(['Zeta', 'Beta', 'Ñandú', 'árbol']));
    expect(header('Inversión')).toHaveAttribute('aria-sort', 'descending');
  });

  test('dates sort oldest first, then newest first', async () => {
    db.reset(startups);
    const { user } = renderStartupsPage('/startups?sort=foundedAt');
    await waitFor(() => expect(rowNames()).toEqual(['árbol', 'Zeta', 'Ñandú', 'Beta']));
    await user.click(within(header('Fundación')).getByRole('button'));
    expect(rowNames()).toEqual(['Beta', 'Ñandú', 'Zeta', 'árbol']);
  });

  test('the order stays while filters change', async () => {
    db.reset(startups);
    const { user, router } = renderStartupsPage('/startups?sort=name');
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'a');
    await waitFor(() => expect(rowNames()).toEqual(['árbol', 'Beta', 'Ñandú', 'Zeta']));
    await act(() => delay(FILTER_COMMIT_DELAY_MS + 100));
    expect(router.state.location.search).toBe('?sort=name&name=a');
  });
});

describe('the count', () => {
  test('says how many startups the filters found, in a polite live region', async () => {
    db.reset(startups);
    const { user } = renderStartupsPage();
    await waitFor(() => expect(count()).toHaveTextContent('4 startups'));
    expect(count()).toHaveAttribute('aria-live', 'polite');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zeta');
    await waitFor(() => expect(count()).toHaveTextContent('1 startup'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zzz');
    await waitFor(() => expect(count()).toHaveTextContent('0 startups'));
  });

  test('empties while a list loads, so an unchanged count is announced again', async () => {
    db.reset(startups);
    // Every search finds the same four, slowly.
    server.use(
      http.get(`${API}/startups/read`, async () => {
        await delay(100);
        return HttpResponse.json({ data: db.startups });
      }),
    );
    const { user } = renderStartupsPage();
    const region = await screen.findByText('4 startups');
    // Sorting loads nothing: the count stays.
    await user.click(within(header('Nombre')).getByRole('button'));
    expect(region.textContent).toBe('4 startups');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'e');
    await waitFor(() => expect(region.textContent).toBe(''));
    await waitFor(() => expect(region.textContent).toBe('4 startups'));
  });
});
