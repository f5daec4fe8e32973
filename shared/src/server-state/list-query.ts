import { hashKey, type QueryClient } from '@tanstack/react-query';
import { listPages, type ListPage, type LoadPage } from './list-pages.ts';
import { queryClient } from './query-client.tsx';
import { retryFailedListAfter } from './retry-failed-list.ts';

// A route that shows a list can start the list's first read while the page's own code is still on
// its way (a remote's JavaScript, in the shell): the page then finds the request running, or its
// answer, in the TanStack Query cache, under the key and with the request it would have made itself
// (listQueryOptions), and makes no second one.

/**
 * How a list is read through TanStack Query, shared by the page and a route's prefetch
 * (prefetchFirstPage, below), so both make the one same request under the one same key: [resource,
 * filters, sort] (paged lists are keyed by their order too, the server sorts).
 */
export function listQueryOptions<T, Q extends object>(
  resource: string,
  filters: Q,
  loadPage: LoadPage<T, Q>,
  sort = '',
) {
  return {
    queryKey: [resource, filters, sort] as unknown[],
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: string | null }) =>
      loadPage(filters, { sort, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
    // A failed read is tried again, later each time, so the list comes back by itself. Here, not
    // only in the page: a read keeps the retry policy of whoever started it, and a page that
    // mounts while a prefetch runs joins the prefetch's read.
    retry: true,
    retryDelay: retryFailedListAfter,
    // Offline, a request fails with its message (and comes back on reconnect) instead of pausing
    // silently behind an empty list.
    networkMode: 'always' as const,
  };
}

/** How long a prefetched answer still counts as the page's first read: a cold load's span. */
const PREFETCH_FRESH_MS = 10_000;

/** When each prefetched answer arrived, by query hash (its `dataUpdatedAt`). */
const prefetchedAt = new Map<string, number>();

/**
 * Starts the first read of the list `resource` served at `path` ('/startups'), read in pages, as
 * its page makes it when the URL carries no filter and no order: `search` is the URL's query
 * string, and with anything in it nothing is fetched (the page reads what it says). A failure is
 * left to the page, which shows it and retries as usual.
 */
export function prefetchFirstPage(
  resource: string,
  path: string,
  search: string,
  client: QueryClient = queryClient,
): void {
  if (search !== '' && search !== '?') return;
  const options = listQueryOptions(resource, {}, listPages(path));
  client
    .infiniteQuery(options)
    .then(() => {
      const at = client.getQueryState(options.queryKey)?.dataUpdatedAt;
      if (at !== undefined) prefetchedAt.set(hashKey(options.queryKey), at);
    })
    // The page shows the failure (and retries) when it reads the same query.
    .catch(() => undefined);
}

/**
 * True while a query holds the answer of its prefetch, fresh and not invalidated since (a change
 * heard, a write): mounting its page then shows that answer without asking again.
 */
export function answeredByPrefetch(query: {
  queryHash: string;
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean {
  const at = prefetchedAt.get(query.queryHash);
  return (
    at !== undefined &&
    at === query.state.dataUpdatedAt &&
    !query.state.isInvalidated &&
    Date.now() - at < PREFETCH_FRESH_MS
  );
}
