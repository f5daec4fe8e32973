import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverStateWrapper } from '../../testing/server-state.tsx';
import type { LoadPage } from './list-pages.ts';
import { prefetchFirstPage } from './list-query.ts';
import { createQueryClient } from './query-client.tsx';
import { useListQuery } from './useListQuery.ts';

type Row = { id: number };

// The request itself is list-pages.ts's (tested there): here, how many times it is made.
const loadPage = vi.hoisted(() =>
  vi.fn<LoadPage<Row, object>>(() =>
    Promise.resolve({ items: [{ id: 1 }], nextCursor: null, total: 1 }),
  ),
);
vi.mock('./list-pages.ts', () => ({ listPages: () => loadPage }));

/** The startups page's list as it mounts on a URL without filters or order. */
function mountList(client: ReturnType<typeof createQueryClient>) {
  return renderHook(() => useListQuery<Row, object>('startups', {}, { loadPage, sort: '' }), {
    wrapper: serverStateWrapper(client),
  });
}

describe('prefetchFirstPage', () => {
  it('makes the page’s first read once: the page mounting later shows its answer', async () => {
    loadPage.mockClear();
    const client = createQueryClient();
    prefetchFirstPage('startups', '/startups', '', client);
    await waitFor(() => expect(client.getQueryState(['startups', {}, ''])?.status).toBe('success'));
    const { result } = mountList(client);
    expect(result.current.items).toEqual([{ id: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage.mock.calls[0]?.[1]).toEqual({ sort: '', cursor: null });
  });

  it('is joined by a page that mounts while it runs', async () => {
    loadPage.mockClear();
    const client = createQueryClient();
    prefetchFirstPage('startups', '/startups', '', client);
    const { result } = mountList(client);
    await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]));
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('retries by itself, as the page would, when a read the page joined fails', async () => {
    loadPage.mockClear();
    let fail: (error: Error) => void = () => undefined;
    loadPage.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    const client = createQueryClient();
    prefetchFirstPage('startups', '/startups', '', client);
    const { result } = mountList(client);
    fail(new Error('Network Error'));
    await waitFor(() => expect(result.current.failed).toBe(true));
    // The back-off's first retry (FIRST_RETRY_MS) brings the list back with no user action.
    await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]), { timeout: 5_000 });
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('reads again once the list was invalidated (a change heard) before the page mounts', async () => {
    loadPage.mockClear();
    const client = createQueryClient();
    prefetchFirstPage('startups', '/startups', '', client);
    await waitFor(() => expect(client.getQueryState(['startups', {}, ''])?.status).toBe('success'));
    await client.invalidateQueries({ queryKey: ['startups'] });
    mountList(client);
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(2));
  });

  it('asks for nothing when the URL carries filters or an order: the page reads what it says', () => {
    loadPage.mockClear();
    const client = createQueryClient();
    prefetchFirstPage('startups', '/startups', '?name=quetzal', client);
    expect(loadPage).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
