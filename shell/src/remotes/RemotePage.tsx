import { Spinner } from '@sistema/shared';
import { pageIdOf, REMOTE_REGISTRY, remotesOf, sectionTitleOf } from '@sistema/shared/remotes';
import { lazy, Suspense } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { UNVERSIONED } from './load-signal.ts';
import {
  loadedRemotePage,
  loadRemotePage,
  type PageModule,
  type RemoteName,
  type RemotePageId,
} from './remotes.ts';

/**
 * The remote's page inside a root that says which remote and which version is live, for a person
 * (the browser's inspector) and for tests: `data-remote`, `data-remote-version`.
 */
function versionedPage(name: RemoteName, id: RemotePageId) {
  const root = ({ default: Page, version }: PageModule) => ({
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
  });
  return lazy(() => {
    const loaded = loadedRemotePage(id);
    if (!loaded) return loadRemotePage(id).then(root);
    // Loaded ahead of the visit: a thenable that settles at once, which React.lazy renders without
    // suspending (a promise would show the fallback, and React holds a revealed fallback ~300 ms).
    // React.lazy only calls its then().
    const settled = {
      then: (resolve: (module: ReturnType<typeof root>) => void) => resolve(root(loaded)),
    };
    return settled as unknown as Promise<ReturnType<typeof root>>;
  });
}

/** Each registered remote's section: its name, its heading and its page, loaded on first use. */
const pages = new Map(
  remotesOf(REMOTE_REGISTRY).map((entry) => [
    entry.key,
    {
      section: entry.label,
      title: sectionTitleOf(entry),
      Page: versionedPage(entry.key as RemoteName, pageIdOf(entry.key, entry) as RemotePageId),
    },
  ]),
);

export function RemotePage({ name }: { name: string }) {
  const remote = pages.get(name);
  if (!remote) throw new Error(`«${name}» no es un remoto registrado`);
  const { section, title, Page } = remote;
  return (
    <>
      <title>{`${title} · Sistema de Microservicios`}</title>
      {/* Keyed by section: both routes render here, and one section's failure must not stick. */}
      <RemoteErrorBoundary key={name} remote={name} section={section}>
        {/* The section's heading stays where its page puts it while the remote loads (it is in
            the prerendered HTML too), so the page does not start blank nor jump. Only drawn: to
            assistive technology the page says it is loading, and its heading is the page's own. */}
        <Suspense
          fallback={
            <div className="page">
              <header className="page__header page__header--loading" aria-hidden="true">
                <h1 className="page__title">{title}</h1>
              </header>
              <Spinner label={`Cargando ${section}…`} />
            </div>
          }
        >
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
