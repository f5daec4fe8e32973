import { Spinner } from '@sistema/shared';
import { lazy, Suspense } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { UNVERSIONED } from './load-signal.ts';
import { loadRemotePage, type RemoteName, type RemotePageId } from './remotes.ts';

/**
 * The remote's page inside a root that says which remote and which version is live, for a person
 * (the browser's inspector) and for tests: `data-remote`, `data-remote-version`.
 */
function versionedPage(name: RemoteName, id: RemotePageId) {
  return lazy(async () => {
    const { default: Page, version } = await loadRemotePage(id);
    return {
      default: function RemoteRoot() {
        return (
          <div
            className="remote-root"
            data-remote={name}
            data-remote-version={version ?? UNVERSIONED}
          >
            <Page />
          </div>
        );
      },
    };
  });
}

const pages = {
  startups: {
    section: 'Startups',
    title: 'Gestión de Startups',
    Page: versionedPage('startups', 'startups/StartupsPage'),
  },
  technologies: {
    section: 'Tecnologías',
    title: 'Gestión de Tecnologías',
    Page: versionedPage('technologies', 'technologies/TechnologiesPage'),
  },
};

export function RemotePage({ name }: { name: keyof typeof pages }) {
  const { section, title, Page } = pages[name];
  return (
    <>
      <title>{`${title} · Sistema de Microservicios`}</title>
      {/* Keyed by section: both routes render here, and one section's failure must not stick. */}
      <RemoteErrorBoundary key={name} remote={name} section={section}>
        <Suspense fallback={<Spinner label={`Cargando ${section}…`} />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
