import { prefetchFirstPage } from '@sistema/shared';
import type { RemoteName } from './remotes.ts';

/**
 * The list each remote's page reads first: its resource key and API path, as the page's
 * ListResource names them (startups-mfe/src/StartupsPage.tsx, technologies-mfe/src/
 * TechnologiesPage.tsx). Were they ever to differ, the page would only make its own request.
 */
const FIRST_READS: Record<RemoteName, { resource: string; path: string }> = {
  startups: { resource: 'startups', path: '/startups' },
  technologies: { resource: 'technologies', path: '/technologies' },
};

/**
 * Starts the first read of the remote's list while its code downloads: on a cold load of a
 * section the records no longer wait for the remote's JavaScript to arrive and run before they are
 * asked for. Called once the API's base URL is known (remotes.json), only for the route opened.
 */
export function prefetchRouteData(name: RemoteName): void {
  const { resource, path } = FIRST_READS[name];
  prefetchFirstPage(resource, path, window.location.search);
}
