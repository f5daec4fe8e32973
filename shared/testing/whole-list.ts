// Test-only: a list source answered in one page, for the tests of what the list does with it.
import type { ListPaging } from '../src/server-state/useListQuery.ts';

/** The list `load` answers, as the one page a small list is; in the list's own order. */
export const wholeList = <T>(load: () => Promise<T[]>): ListPaging<T, object> => ({
  loadPage: async () => {
    const items = await load();
    return { items, nextCursor: null, total: items.length };
  },
  sort: '',
});
