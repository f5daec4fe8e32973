import { pageIdOf, REMOTE_REGISTRY, remotesOf } from '@sistema/shared/remotes';
import { configureRemotes, warmRemotePage, type RemotePageId } from './remotes.ts';
import { prefetchRouteData } from './route-data.ts';

/** The shell's routes that show a remote, and the page each shows (also the idle warm-up's list). */
export const REMOTE_PAGES: ReadonlyMap<string, RemotePageId> = new Map(
  remotesOf(REMOTE_REGISTRY).map((entry) => [
    entry.route,
    pageIdOf(entry.key, entry) as RemotePageId,
  ]),
);

/** The handlers preloadOnIntent puts on a link. */
interface IntentProps {
  onMouseEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
  onClick?: () => void;
}

/**
 * Props for a link to `to`: when it leads to a remote's section, pointing at it, focusing it or
 * touching it fetches and runs that remote's page (its entry and page chunks, as the idle warm-up
 * does), so the click finds it ready; the moment before a click is a few round trips. The click
 * itself starts the section's first read of its list, which otherwise leaves only once the new
 * page has rendered and mounted (0.2–0.5 s later on a phone); `onClick` runs after it.
 */
export function preloadOnIntent(to: string, onClick?: () => void): IntentProps {
  const id = REMOTE_PAGES.get(to);
  if (!id) return onClick ? { onClick } : {};
  const start = () => void warmRemotePage(id);
  const read = () => {
    // The links carry no search: the list the section opens on is its first page, unfiltered. It
    // is read once remotes.json is (it may name another API base URL), as the route's own read.
    if (window.location.pathname !== to) {
      const key = id.split('/')[0] ?? '';
      configureRemotes().then(
        () => prefetchRouteData(key, ''),
        () => undefined,
      );
    }
    onClick?.();
  };
  return { onMouseEnter: start, onFocus: start, onTouchStart: start, onClick: read };
}
