import { prefetchFirstPage } from '@sistema/shared';

/**
 * Starts the first read of the remote's list while its code downloads: on a cold load of a
 * section the records no longer wait for the remote's JavaScript to arrive and run before they are
 * asked for. Called once the API's base URL is known (remotes.json), only for the route opened.
 * A section reads first the resource named by its key, at `/<key>`, as its page's ListResource
 * names it; were they ever to differ, the page would only make its own request.
 */
export function prefetchRouteData(name: string, search = window.location.search): void {
  prefetchFirstPage(name, `/${name}`, search);
}
