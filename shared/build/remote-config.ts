// A remote's whole Vite configuration: each remote's vite.config.ts names only what differs (its
// federation name, port and exposed modules).
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { publishedReleases } from './published-releases.ts';
import {
  apiProxy,
  protocolAnswers,
  sharedPublicFiles,
  SHARE_STRATEGY,
  sharedSingletons,
} from './vite-common.ts';

/**
 * The federation settings that differ between a remote's dev server and its build. Built, a remote
 * uses the federation runtime the shell provides (`provideExternalRuntime` in the shell) instead of
 * shipping a second copy of it (−18 kB gzip on every remote route). The dev server keeps its own
 * runtime: there the remote's page also runs standalone through federation.
 */
function remoteRuntimeExperiments(command: 'build' | 'serve') {
  return command === 'build' ? { externalRuntime: true } : {};
}

/**
 * The singletons as a remote shares them. Built, it only consumes the shell's copies
 * (`import: false`): it never ships fallback copies, nor the wrappers that would load them, which the
 * page downloaded on every remote route (−4.7 kB gzip on /startups) though the shell always provides
 * them (and refuses a remote needing another major: src/remotes/shared-compat.ts). The dev server
 * keeps its fallbacks: there the remote's page also runs standalone through federation.
 */
function remoteShared(command: 'build' | 'serve') {
  if (command === 'serve') return sharedSingletons;
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([pkg, config]) => [
      pkg,
      { ...config, import: false as const },
    ]),
  );
}

/**
 * A built remote is two things: the federated container (remoteEntry.js and its chunks: the
 * build's own output, with no HTML input — set here) and its page on its own, index.html, built
 * here as a plain React app into the same folder once the container is written. Without the
 * federation runtime (the container expects the shell's), the standalone page must not go through
 * federation.
 */
function standalonePage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sistema:standalone-page',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: {} } } }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        base: config.base,
        logLevel: 'warn',
        plugins: [react(), sharedPublicFiles(), standaloneHtml()],
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          target: config.build.target,
          // The libraries in chunks of their own, not one 600 kB file: none over Vite's 500 kB
          // warning, and a new version of the page leaves React's chunk cached.
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: 'libraries', test: /node_modules[\\/]/ },
                ],
              },
            },
          },
        },
      });
    },
  };
}

/**
 * A remote's index.html holds only its title; the rest of its standalone page is the same for
 * every remote and is written here, before Vite reads the page's scripts.
 */
export function standaloneDocument(title: string) {
  return `<!doctype html>
<html lang="es" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <!-- vite-ignore: stays a classic, render-blocking script (the saved theme before first paint) -->
    <script src="/theme-init.js" vite-ignore></script>
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/standalone/main.tsx"></script>
  </body>
</html>
`;
}

function standaloneHtml(): Plugin {
  return {
    name: 'sistema:standalone-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => standaloneDocument(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    },
  };
}

export interface RemoteOptions {
  /** The federation name the shell's remotes.json registers it under. */
  name: string;
  /** Its dev and preview servers' port. */
  port: number;
  /** What the shell may load, e.g. { './StartupsPage': './src/StartupsPage.tsx' }. */
  exposes: Record<string, string>;
}

export function remoteConfig({ name, port, exposes }: RemoteOptions) {
  return defineConfig(({ command }) => ({
    // A relative base keeps the build location-free: chunks resolve from remoteEntry.js's own URL,
    // so the same build can be served from any origin or folder the shell's remotes.json points at.
    base: command === 'build' ? './' : `http://localhost:${port}/`,
    plugins: [
      react(),
      protocolAnswers(),
      sharedPublicFiles(),
      standaloneHtml(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: remoteShared(command),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        dev: { remoteHmr: true },
        // mf-manifest.json lists the chunks of the exposed page: the shell's remote-preload.js
        // reads it to fetch them while the shell's own code runs, when the page opens on this
        // remote's route.
        manifest: true,
        experiments: remoteRuntimeExperiments(command),
      }),
      standalonePage(),
      publishedReleases(name),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy: apiProxy() },
    preview: { port, strictPort: true, proxy: apiProxy() },
    build: { target: 'esnext' },
  }));
}
