import { Spinner } from '@sistema/shared';
import { lazy, Suspense } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { loadRemotePage } from './remotes.ts';

const pages = {
  startups: {
    section: 'Startups',
    title: 'Gestión de Startups',
    Page: lazy(() => loadRemotePage('startups/StartupsPage')),
  },
  technologies: {
    section: 'Tecnologías',
    title: 'Gestión de Tecnologías',
    Page: lazy(() => loadRemotePage('technologies/TechnologiesPage')),
  },
};

export function RemotePage({ name }: { name: keyof typeof pages }) {
  const { section, title, Page } = pages[name];
  return (
    <>
      <title>{`${title} · Sistema de Microservicios`}</title>
      {/* Keyed by section: both routes render here, and one section's failure must not stick. */}
      <RemoteErrorBoundary key={name} section={section}>
        <Suspense fallback={<Spinner label={`Cargando ${section}…`} />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
