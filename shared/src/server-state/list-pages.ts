import { apiClient } from '../api/client.ts';
import { readListData, UNEXPECTED_LIST_ANSWER } from '../api/read-list.ts';

// A list read a page at a time (docs/architecture.md, API contract: pages): the API answers
// `{ data, nextCursor, total }` when asked with `limit`, and the kit asks for the next page as the
// virtualised list nears its end, with the order done by the server.

/** Records per page: the first screen needs a few dozen; 200 keeps the requests of a scroll few. */
export const LIST_PAGE_SIZE = 200;

export interface ListPage<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
  /** How many records the filters find, in all pages. */
  total: number;
}

/** Where a page starts: the URL's `sort` (empty: the list's own order) and the previous cursor. */
export interface PageRequest {
  sort: string;
  cursor: string | null;
}

/** Loads one page of a list for its filters; `signal` cancels a request nobody waits for. */
export type LoadPage<T, Q> = (
  filters: Q,
  page: PageRequest,
  signal: AbortSignal,
) => Promise<ListPage<T>>;

/**
 * A page answer; an answer without page fields (a server before pages, a test double) is the
 * whole list: one page, its length the total.
 */
export function readListPage<T>(body: unknown): ListPage<T> {
  const items = readListData<T>(body);
  const { nextCursor, total } = body as { nextCursor?: unknown; total?: unknown };
  if (nextCursor !== undefined && nextCursor !== null && typeof nextCursor !== 'string') {
    throw new Error(UNEXPECTED_LIST_ANSWER);
  }
  return {
    items,
    nextCursor: nextCursor ?? null,
    total: typeof total === 'number' ? total : items.length,
  };
}

/** The pages of `/v1/api<path>/read` (e.g. '/startups'): filters, order and cursor as parameters. */
export const listPages =
  <T, Q extends object>(path: string): LoadPage<T, Q> =>
  async (filters, { sort, cursor }, signal) => {
    // The page size travels as a preference, not in the query: a first read's query is exactly
    // the filters the specification names (docs/product.md, the calls it makes).
    const params = { ...filters, sort: sort || undefined, cursor: cursor ?? undefined };
    const headers = { Prefer: `page-size=${String(LIST_PAGE_SIZE)}` };
    const response = await apiClient.get<unknown>(`${path}/read`, { params, headers, signal });
    return readListPage<T>(response.data);
  };
