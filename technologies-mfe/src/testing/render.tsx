import { renderRoute, type RenderRouteOptions } from '../../../shared/testing/render-route.tsx';
import TechnologiesPage from '../TechnologiesPage.tsx';

/** The page at `url` (filters in its query string), as the shell mounts it at /technologies. */
export function renderTechnologiesPage(url = '/technologies', options: RenderRouteOptions = {}) {
  return renderRoute('/technologies', <TechnologiesPage />, url, options);
}
