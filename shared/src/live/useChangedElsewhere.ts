import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Versioned } from '../api/conditional-write.ts';
import { useQueryClient } from '../server-state/query-client.tsx';

export type ChangedElsewhere = 'changed' | 'gone' | null;

/**
 * The records a list query holds: its pages' items (useListQuery keeps every list as pages, one
 * page for a list read whole), or a plain array; undefined for anything else.
 */
function recordsIn(data: unknown): Versioned[] | undefined {
  if (Array.isArray(data)) return data as Versioned[];
  const pages = (data as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return undefined;
  return pages.flatMap((page) => (page as { items?: Versioned[] }).items ?? []);
}

/**
 * Whether the record an edit form holds (`base`, the version its save goes over) changed since:
 * the lists it was opened from (kept live by useLiveList) now show it at another version, or no
 * longer show it. Null for a create form or while nothing changed.
 */
export function useChangedElsewhere(
  queryKey: readonly [string],
  base: Versioned | null,
): ChangedElsewhere {
  const cache = useQueryClient().getQueryCache();
  // The lists that showed the record when the form opened (the form is mounted per opening).
  const [watched] = useState(() =>
    base
      ? cache
          .findAll({ queryKey })
          .filter(({ state }) => recordsIn(state.data)?.some(({ id }) => id === base.id))
          .map(({ queryHash }) => queryHash)
      : [],
  );
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = (): ChangedElsewhere => {
    if (!base) return null;
    for (const hash of watched) {
      const records = recordsIn(cache.get(hash)?.state.data);
      if (!records) continue;
      const shown = records.find(({ id }) => id === base.id);
      if (!shown) return 'gone';
      if (shown.version !== base.version) return 'changed';
    }
    return null;
  };
  return useSyncExternalStore(subscribe, read, read);
}
