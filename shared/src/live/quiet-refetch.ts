import { hashKey, type QueryClient } from '../server-state/query-client.tsx';

// Lists reloaded because someone else wrote: the list shown stays until the new one replaces it
// (useListQuery shows no spinner for them), so nothing the user is on disappears or loses focus.
const quiet = new Map<string, number>();

/** True while the list query under `queryKey` is reloading for a live update. */
export const isQuietRefetch = (queryKey: readonly unknown[]) => quiet.has(hashKey(queryKey));

/**
 * Marks every list of `resource` stale and reloads the ones on screen behind them; a reload
 * already running is replaced, as it may have started before the write. Resolves whether any list
 * on screen now holds other records than before.
 */
export async function refetchQuietly(client: QueryClient, resource: string): Promise<boolean> {
  const active = client
    .getQueryCache()
    .findAll({ queryKey: [resource] })
    .filter((query) => query.isActive());
  const before = new Map(active.map((query) => [query.queryHash, query.state.data]));
  for (const hash of before.keys()) quiet.set(hash, (quiet.get(hash) ?? 0) + 1);
  try {
    await client.invalidateQueries({ queryKey: [resource] });
  } finally {
    for (const hash of before.keys()) {
      const left = (quiet.get(hash) ?? 1) - 1;
      if (left > 0) quiet.set(hash, left);
      else quiet.delete(hash);
    }
  }
  // TanStack Query keeps the same array when the answer is equal: a new one means new records.
  return active.some((query) => query.state.data !== before.get(query.queryHash));
}
