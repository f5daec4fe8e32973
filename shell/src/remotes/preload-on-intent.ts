import { pageIdOf, REMOTE_REGISTRY, remotesOf } from '@sistema/shared/remotes';
import { warmRemotePage, type RemotePageId } from './remotes.ts';

/** The shell's routes that show a remote, and the page each shows (also the idle warm-up's list). */
export const REMOTE_PAGES: ReadonlyMap<string, RemotePageId> = new Map(
  remotesOf(REMOTE_REGISTRY).map((entry) => [
    entry.route,
    pageIdOf(entry.key, entry) as RemotePageId,
  ]),
);

/**
 * Props for a link to `to`: when it leads to a remote's section, pointing at it, focusing it or
 * touching it fetches and runs that remote's page (its entry and page chunks, as the idle warm-up
 * does), so the click finds it ready; the moment before a click is a few round trips.
 */
export function preloadOnIntent(to: string) {
  const id = REMOTE_PAGES.get(to);
  if (!id) return {};
  const start = () => void warmRemotePage(id);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}
