import { useEffect, useState } from 'react';
import { msSinceOwnWrite, readFreshAfterChangeElsewhere } from '../api/client.ts';
import { useQueryClient } from '../server-state/query-client.tsx';
import { subscribeToChanges } from './change-feed.ts';
import { LIVE_TEXT } from './live-text.ts';
import { refetchQuietly } from './quiet-refetch.ts';

/** Changes heard within this are reloaded once (an import or a bulk delete sends many). */
const COALESCE_MS = 100;
/** The announcement is cleared after this, so the next one is read again. */
const ANNOUNCED_FOR_MS = 5_000;
/** After the page's own write its success banner speaks; the reload that follows says nothing. */
const OWN_WRITE_QUIET_MS = 3_000;

/**
 * Keeps the lists of `resource` current while mounted: each change the API streams (or a resync
 * after the stream was down) reloads them behind the list shown. Returns what to announce
 * politely ('La lista se actualizó.'), or ''.
 */
export function useLiveList(resource: string): string {
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let mounted = true;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let clearing: ReturnType<typeof setTimeout> | undefined;
    const reload = async () => {
      // Another API instance's list cache may not have heard of the write yet.
      readFreshAfterChangeElsewhere();
      const changed = await refetchQuietly(client, resource);
      if (!mounted || !changed || msSinceOwnWrite() < OWN_WRITE_QUIET_MS) return;
      setAnnouncement(LIVE_TEXT.listUpdated);
      clearTimeout(clearing);
      clearing = setTimeout(() => setAnnouncement(''), ANNOUNCED_FOR_MS);
    };
    const unsubscribe = subscribeToChanges((notice) => {
      if (notice.type === 'change' && notice.resource !== resource) return;
      clearTimeout(pending);
      pending = setTimeout(() => void reload(), COALESCE_MS);
    });
    return () => {
      mounted = false;
      unsubscribe();
      clearTimeout(pending);
      clearTimeout(clearing);
    };
  }, [client, resource]);

  return announcement;
}
