import { REMOTE_REGISTRY, remotesOf } from '@sistema/shared/remotes';
import { preloadRemoteEntry, type RemoteName } from './remotes.ts';

/** The shell's routes that show a remote. */
const REMOTE_ROUTES = new Map(
  remotesOf(REMOTE_REGISTRY).map(({ route, key }) => [route, key as RemoteName]),
);

/**
 * Props for a link to `to`: when it leads to a remote's section, pointing at it, focusing it or
 * touching it starts fetching that remote's entry, so the click finds it downloaded.
 */
export function preloadOnIntent(to: string) {
  const name = REMOTE_ROUTES.get(to);
  if (!name) return {};
  const start = () => preloadRemoteEntry(name);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}
