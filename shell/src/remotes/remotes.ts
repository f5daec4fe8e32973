import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { setApiBaseUrl } from '@sistema/shared';
import type { RemoteKey } from '@sistema/shared/remotes';
import type { ComponentType } from 'react';
import {
  configureLoadSignal,
  enterPhase,
  loadSignalPlugin,
  reportLoadFailure,
} from './load-signal.ts';
import { prefetchRouteData } from './route-data.ts';
import { assertSharesFit, readManifest } from './shared-compat.ts';

// The only module of the shell that knows about Module Federation (shell tests mock it).
// Where the remotes live is read at run time from remotes.json, never built in: a remote moves or
// rolls back by editing that file, with no shell rebuild.

export type RemoteName = RemoteKey;
/** A remote's exposed page as the federation runtime names it: `startups/StartupsPage`. */
export type RemotePageId = `${RemoteName}/${string}`;

interface RuntimeConfig {
  remotes?: Partial<Record<RemoteName, string>>;
  /** The live version of each remote, as `npm run remote -- deploy` wrote it (none for a build
   * served without one). */
  versions?: Partial<Record<RemoteName, string>>;
  apiBaseUrl?: string;
}

declare global {
  interface Window {
    /** remotes.json, requested once per page by whichever asks first: this module or the build's
     * head script (remote-preload.js). */
    __sistemaRemotesJson?: Promise<unknown>;
  }
}

async function requestRuntimeConfig(): Promise<unknown> {
  // Never cached: a redeployed remote must be picked up by the next reload.
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json respondió ${response.status}`);
  return response.json();
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  window.__sistemaRemotesJson ??= requestRuntimeConfig();
  return (await window.__sistemaRemotesJson) as RuntimeConfig;
}

let configured: Promise<void> | undefined;
let liveVersions: RuntimeConfig['versions'] = {};

/**
 * Reads remotes.json once and registers the remotes; nothing of a remote is fetched yet. If the file
 * cannot be read, the sections fail (with their retry) and the rest of the shell still works.
 */
export function configureRemotes(): Promise<void> {
  configured ??= fetchRuntimeConfig().then((config) => {
    registerRemotes(
      Object.entries(config.remotes ?? {}).map(([name, entry]) => ({
        name,
        entry,
        type: 'module',
      })),
    );
    liveVersions = config.versions ?? {};
    registerPlugins([loadSignalPlugin()]);
    configureLoadSignal({
      apiBaseUrl: config.apiBaseUrl ?? '/v1/api',
      versionOf: (remote) => liveVersions?.[remote as RemoteName],
    });
    if (config.apiBaseUrl) setApiBaseUrl(config.apiBaseUrl);
  });
  return configured;
}

/** A modulepreload link for `href`, unless the page has one: the file downloads and compiles, and
 * runs only when something imports it. */
function addModulePreload(href: string): void {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const preloading = new Set<RemoteName>();

/**
 * Starts downloading a remote's entry without running it (the federation runtime's import then
 * finds it ready), beside the read of its manifest.
 */
function preloadRemoteEntry(name: RemoteName): void {
  if (preloading.has(name)) return;
  preloading.add(name);
  fetchRuntimeConfig()
    .then((config) => {
      const entry = config.remotes?.[name];
      if (entry) addModulePreload(new URL(entry, window.location.href).href);
    })
    // Only a head start is lost: the route loads the remote (and reports a failure) as usual.
    .catch(() => preloading.delete(name));
}

/** A remote's page, and the version remotes.json named when it was loaded. */
export type PageModule = { default: ComponentType; version?: string };

/** After the browser has painted its next frame (or 100 ms, as a hidden tab paints none). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** Each page's load, shared by whoever asks first: the route, or a warm-up ahead of the visit. */
const pageLoads = new Map<RemotePageId, Promise<PageModule>>();
/** The pages loaded already, which a visit renders at once. */
const loadedPages = new Map<RemotePageId, PageModule>();

function importPage(id: RemotePageId): Promise<PageModule> {
  let load = pageLoads.get(id);
  if (load) return load;
  const name = id.split('/')[0] as RemoteName;
  load = (async () => {
    enterPhase(name, 'manifest');
    const entry = (await fetchRuntimeConfig()).remotes?.[name];
    // The entry downloads meanwhile; it runs only once its manifest says its shared modules fit.
    preloadRemoteEntry(name);
    if (entry) await assertSharesFit(name, entry);
    const module = await loadRemote<{ default?: ComponentType }>(id);
    if (!module?.default) {
      enterPhase(name, 'expose');
      throw new Error(`El módulo remoto ${id} no exporta una página`);
    }
    const page = { default: module.default, version: liveVersions?.[name] };
    loadedPages.set(id, page);
    return page;
  })();
  pageLoads.set(id, load);
  // Not kept when it failed: the visit asks again, and reports its own failure.
  load.catch(() => pageLoads.delete(id));
  return load;
}

/** The page when its module is loaded already (warmed up, or visited before), else undefined. */
export function loadedRemotePage(id: RemotePageId): PageModule | undefined {
  return loadedPages.get(id);
}

/**
 * Loads a remote page component (its remoteEntry and chunks) the first time its route needs it;
 * React.lazy keeps the result.
 */
export async function loadRemotePage(id: RemotePageId): Promise<PageModule> {
  await configureRemotes();
  const name = id.split('/')[0] as RemoteName;
  prefetchRouteData(name);
  // The remote's code may be here already (remote-preload.js fetched it beside the shell's own):
  // running it now would hold back the shell's first frame, so that frame is painted first.
  if (!pageLoads.has(id)) await afterNextPaint();
  try {
    return await importPage(id);
  } catch (error) {
    reportLoadFailure(name, error);
    throw error;
  }
}

/**
 * Fetches a remote's page and runs it through the federation runtime ahead of a visit, so that the
 * visit only renders: its manifest, its entry and the chunks of its page (what its size budget
 * covers, scripts/size/budgets.json), not its list's data. A failure is left for the visit to
 * report.
 */
export function warmRemotePage(id: RemotePageId): Promise<void> {
  return configureRemotes()
    .then(() => importPage(id))
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Downloads a remote's page ahead of a visit without running a line of it: its manifest, its entry
 * and its page's chunks as modulepreload links (as remote-preload.js does for the route a page
 * opens on), so that the visit runs what is here already. For the sections next to the one the
 * visitor works in, where running another remote's code competed with the page (warmRemotePage
 * runs it). A failure only loses the head start.
 */
export function preloadRemotePage(id: RemotePageId): Promise<void> {
  const [name, page] = id.split('/') as [RemoteName, string];
  return fetchRuntimeConfig()
    .then(async (config) => {
      const entry = config.remotes?.[name];
      if (!entry) return;
      const base = new URL(entry, window.location.href);
      preloadRemoteEntry(name);
      const manifest = await readManifest(new URL('mf-manifest.json', base).href);
      const files = (manifest?.exposes ?? [])
        .filter((expose) => expose.name === page)
        .flatMap((expose) => expose.assets?.js?.sync ?? []);
      for (const file of files) addModulePreload(new URL(file, base).href);
    })
    .catch(() => undefined);
}
