import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brotliAssets } from '../shared/build/brotli-assets.ts';
import {
  apiProxy,
  apiProxyLogging,
  PORTS,
  protocolAnswers,
  sharedPublicFiles,
  SHARE_STRATEGY,
  sharedSingletons,
} from '../shared/build/vite-common.ts';
import { federationTrims } from './build/federation-trims.ts';
import { headScript } from './build/head-script.ts';
import { mergeSharedChunks } from './build/merge-shared-chunks.ts';
import { preloadStartupChunks } from './build/preload-startup-chunks.ts';
import { prerenderShell } from './build/prerender.ts';
import { runtimeRemotesConfig } from './build/remotes-json.ts';
import { sharedVersions } from './build/shared-versions.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    protocolAnswers(),
    sharedPublicFiles(),
    runtimeRemotesConfig(),
    apiProxyLogging(), // a failed /v1/api forward is one log line, not a stack
    federation({
      name: 'shell',
      // No remotes at build time: they are registered at run time from remotes.json, so the
      // code holds no remote URL and nothing of a remote is fetched before its route needs it.
      remotes: {},
      shared: sharedSingletons,
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      dev: { remoteHmr: true },
      // The built remotes use this runtime instead of shipping their own (remoteRuntimeExperiments).
      experiments: { provideExternalRuntime: true },
      // The runtime's snapshot plugin serves manifest entries and their preloads: remotes.json names
      // remoteEntry.js files and remote-preload.js reads the manifests itself (−1.5 kB gzip on every
      // page). The dev server keeps it for the remotes' hot reload.
      disableSnapshot: command === 'build',
    }),
    mergeSharedChunks(),
    federationTrims(),
    preloadStartupChunks(),
    // What `npm run remote -- deploy` checks a remote's shared singletons against.
    sharedVersions(),
    // On a remote's route, fetches the remote's code while the shell's own code runs.
    headScript('remote-preload.js', new URL('./src/remotes/remote-preload.js', import.meta.url)),
    // First paint from the HTML: the theme script inline, each route's first screen prerendered.
    prerenderShell(),
    // Each hashed script and stylesheet also in brotli, for nginx to send (its .br copy).
    brotliAssets(),
  ],
  server: { port: PORTS.shell, strictPort: true, proxy: apiProxy() },
  preview: { port: PORTS.shell, strictPort: true, proxy: apiProxy() },
  build: { target: 'esnext' },
}));
