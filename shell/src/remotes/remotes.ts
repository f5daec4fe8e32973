import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { setApiBaseUrl } from '@sistema/shared';
import type { ComponentType } from 'react';

// The only module of the shell that knows about Module Federation (shell tests mock it).
// Where the remotes live is read at run time from remotes.json, never built in: a remote moves or
// rolls back by editing that file, with no shell rebuild.

export type RemoteName = 'startups' | 'technologies';
export type RemotePageId = 'startups/StartupsPage' | 'technologies/TechnologiesPage';

interface RuntimeConfig {
  remotes?: Partial<Record<RemoteName, string>>;
  apiBaseUrl?: string;
}

const LOCAL_DEFAULTS: Record<RemoteName, string> = {
  startups: 'http://localhost:5174/remoteEntry.js',
  technologies: 'http://localhost:5175/remoteEntry.js',
};

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // Never cached: a redeployed remote must be picked up by the next reload.
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (response.ok) return (await response.json()) as RuntimeConfig;
    console.warn(`remotes.json answered ${response.status}; using the local defaults`);
  } catch (error) {
    console.warn('remotes.json could not be read; using the local defaults', error);
  }
  return {};
}

let configured: Promise<void> | undefined;

/** Reads remotes.json once and registers the remotes; nothing of a remote is fetched yet. */
export function configureRemotes(): Promise<void> {
  configured ??= fetchRuntimeConfig().then((config) => {
    const entries = { ...LOCAL_DEFAULTS, ...config.remotes };
    registerRemotes(
      Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'module' })),
    );
    if (config.apiBaseUrl) setApiBaseUrl(config.apiBaseUrl);
  });
  return configured;
}

/** Loads a remote page component (its remoteEntry and chunks) the first time its route needs it. */
export async function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  await configureRemotes();
  const module = await loadRemote<{ default?: ComponentType }>(id);
  if (!module?.default) throw new Error(`El módulo remoto ${id} no exporta una página`);
  return { default: module.default };
}
