// Stands in for shell/src/remotes/remotes.ts in the single-bundle build (vite.config.ts here): the
// two pages are imported from their sources and bundled with the shell, with no Module Federation.
// Used only to measure what federation costs; the real shell never imports a remote's source.
import type { ComponentType } from 'react';
import StartupsPage from '../../startups-mfe/src/StartupsPage.tsx';
import TechnologiesPage from '../../technologies-mfe/src/TechnologiesPage.tsx';
import { prefetchRouteData } from '../../shell/src/remotes/route-data.ts';

export type RemoteName = 'startups' | 'technologies';
export type RemotePageId = 'startups/StartupsPage' | 'technologies/TechnologiesPage';

const pages: Record<RemotePageId, ComponentType> = {
  'startups/StartupsPage': StartupsPage,
  'technologies/TechnologiesPage': TechnologiesPage,
};

/** Nothing to configure: the API is on the same origin at its default path. */
export function configureRemotes(): Promise<void> {
  return Promise.resolve();
}

/** Nothing to fetch ahead of a visit: both pages are in the bundle already. */
export const warmRemotePage: (id: RemotePageId) => Promise<void> = () => Promise.resolve();
export const preloadRemotePage = warmRemotePage;

/** Both pages are loaded with the bundle: a visit renders them at once, as the shell's warmed ones. */
export function loadedRemotePage(id: RemotePageId): { default: ComponentType } {
  return { default: pages[id] };
}

/** The page from the bundle, after the same first read of its list as the shell starts. */
export function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  prefetchRouteData(id.split('/')[0] as RemoteName);
  return Promise.resolve({ default: pages[id] });
}
