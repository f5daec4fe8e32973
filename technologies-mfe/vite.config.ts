import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  apiProxy,
  PORTS,
  remoteRuntimeExperiments,
  sharedPublicFiles,
  SHARE_STRATEGY,
  sharedSingletons,
  standalonePage,
} from '../shared/build/vite-common.ts';

const port = PORTS.technologies;

export default defineConfig(({ command }) => ({
  // A relative base keeps the build location-free: chunks resolve from remoteEntry.js's own URL, so
  // the same build can be served from any origin or folder the shell's remotes.json points at.
  base: command === 'build' ? './' : `http://localhost:${port}/`,
  plugins: [
    react(),
    sharedPublicFiles(),
    federation({
      name: 'technologies',
      filename: 'remoteEntry.js',
      exposes: { './TechnologiesPage': './src/TechnologiesPage.tsx' },
      shared: sharedSingletons,
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      dev: { remoteHmr: true },
      // mf-manifest.json lists the chunks of the exposed page: the shell's remote-preload.js reads
      // it to fetch them while the shell's own code runs, when the page opens on this remote's route.
      manifest: true,
      experiments: remoteRuntimeExperiments(command),
    }),
    standalonePage(react),
  ],
  server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy: apiProxy() },
  preview: { port, strictPort: true, proxy: apiProxy() },
  build: { target: 'esnext' },
}));
