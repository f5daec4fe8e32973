import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithClient } from '../../testing/server-state.tsx';
import { readListPage, type LoadPage } from './list-pages.ts';
import { useListQuery } from './useListQuery.ts';

type Row = { id: number };
type Filters = { name?: string };

// 5 records, 2 per page, as the API pages them: the cursor is where the last page ended.
const ALL: Row[] = [1, 2, 3, 4, 5].map((id) => ({ id }));
const pagedLoader = () =>
  vi.fn<LoadPage<Row, Filters>>(({ name }, { cursor }) => {
    const start = cursor === null ? 0 : Number(cursor);
    const rows = name ? [] : ALL;
    const items = rows.slice(start, start + 2);
    const end = start + items.length;
    return Promise.resolve({
      items,
      nextCursor: end < rows.length ? String(end) : null,
      total: rows.length,
    });
  });
describe('useListQuery in pages', () => {
  it('loads the first page, counts what the server counts, and adds the next pages on demand', async () => {
    const loadPage = pagedLoader();
    const { result } = renderHookWithClient(() =>
      useListQuery<Row, Filters>('startups', {}, { loadPage, sort: '-name' }),
    );
    await waitFor(() => expect(result.current.items).toEqual(ALL.slice(0, 2)));
    expect(result.current).toMatchObject({ total: 5, hasMore: true, whole: false });
    expect(loadPage.mock.calls[0]?.[1]).toEqual({ sort: '-name', cursor: null });

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(ALL.slice(0, 4)));
    // A next page never blanks the list into the spinner.
    expect(result.current.loading).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(ALL));
    expect(result.current.hasMore).toBe(false);
    expect(loadPage.mock.calls.map((call) => call[1].cursor)).toEqual([null, '2', '4']);

    // Nothing is left: asking again loads nothing.
    act(() => result.current.loadMore());
    expect(loadPage).toHaveBeenCalledTimes(3);
  });

  it('keeps the pages shown when a next page fails, with its banner', async () => {
    const loadPage = pagedLoader();
    const { result } = renderHookWithClient(() =>
      useListQuery<Row, Filters>('startups', {}, { loadPage, sort: '' }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    loadPage.mockRejectedValueOnce(new Error('Servicio en mantenimiento'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBe('Servicio en mantenimiento'));
    expect(result.current.items).toEqual(ALL.slice(0, 2));
    expect(result.current.failed).toBe(false);
  });

  it('keys the query by resource, filters and order, so invalidating the resource reloads it', async () => {
    const loadPage = pagedLoader();
    const { result, client } = renderHookWithClient(() =>
      useListQuery<Row, Filters>('startups', {}, { loadPage, sort: 'name' }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(client.getQueryCache().getAll()[0]?.queryKey).toEqual(['startups', {}, 'name']);
    await act(() => client.invalidateQueries({ queryKey: ['startups'] }));
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});

describe('readListPage', () => {
  it('reads a page answer, and a whole-list answer as one last page', () => {
    expect(readListPage({ data: [{ id: 1 }], nextCursor: 'abc', total: 9 })).toEqual({
      items: [{ id: 1 }],
      nextCursor: 'abc',
      total: 9,
    });
    expect(readListPage({ data: [{ id: 1 }, { id: 2 }] })).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      nextCursor: null,
      total: 2,
    });
    expect(() => readListPage({ data: [], nextCursor: 5 })).toThrow();
  });
});
