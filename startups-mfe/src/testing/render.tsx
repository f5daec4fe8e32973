import { renderRoute, type RenderRouteOptions } from '../../../shared/testing/render-route.tsx';
import StartupsPage from '../StartupsPage.tsx';

/** The page at `url` (filters in its query string), as the shell mounts it at /startups. */
export function renderStartupsPage(url = '/startups', options: RenderRouteOptions = {}) {
  return renderRoute('/startups', <StartupsPage />, url, options);
}
