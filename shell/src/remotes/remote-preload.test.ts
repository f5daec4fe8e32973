// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import SOURCE from './remote-preload.js?raw';

// The script's source, run as text as the page runs it (the build ships it minified).
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
const runRemotePreload = new Function(SOURCE) as () => void;

const ENTRY = 'http://remotes.example/startups/remoteEntry.js';
const MANIFEST = {
  exposes: [
    {
      assets: {
        js: {
          sync: ['assets/Page.js'],
          async: ['assets/__loadShare__react.js', 'assets/lodash.js'],
        },
      },
    },
  ],
};

/** The page opened at `pathname`; returns its requests and a way to paint its first content. */
function openAt(pathname: string) {
  vi.stubGlobal('location', { pathname, href: `http://localhost${pathname}` });
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      new Response(
        JSON.stringify(url === '/remotes.json' ? { remotes: { startups: ENTRY } } : MANIFEST),
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  // The shell's own chunk is still downloading: no resource entry comes for it.
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/shell.js">';
  const painted: (() => void)[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(
        private readonly callback: (list: { getEntriesByName: () => unknown[] }) => void,
      ) {}
      observe({ type }: { type: string }) {
        if (type !== 'paint') return;
        painted.push(() => {
          this.callback({ getEntriesByName: () => [{}] });
        });
      }
      disconnect() {
        // Nothing to stop: no entry comes after the test's.
      }
    },
  );
  runRemotePreload();
  return { fetch, paint: () => painted.forEach((paint) => paint()) };
}
/** The remote's modules the page preloads (the shell's own chunk aside). */
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    .map((link) => link.href)
    .filter((href) => !href.endsWith('/assets/shell.js'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.__sistemaRemotesJson;
  delete (window as { __sistemaRemoteManifests?: unknown }).__sistemaRemoteManifests;
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('remote-preload.js', () => {
  it('reads remotes.json and the route’s manifest at once, beside the shell’s downloads, and preloads the page after the first paint', async () => {
    const { fetch, paint } = openAt('/startups');
    await settle();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      'http://remotes.example/startups/mf-manifest.json',
    ]);
    expect(preloads()).toEqual([]);
    paint();
    await settle();
    expect(preloads()).toEqual([
      ENTRY,
      'http://remotes.example/startups/assets/Page.js',
      'http://remotes.example/startups/assets/__loadShare__react.js',
    ]);
  });

  it('asks nothing on the home page', async () => {
    const { fetch, paint } = openAt('/');
    paint();
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
