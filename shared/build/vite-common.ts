// Build-time settings every app's vite.config.ts shares: ports, the Module Federation singletons and
// the API proxy. Not part of the runtime package.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const PORTS = {
  api: port('API_PORT', 3000),
  shell: port('SHELL_PORT', 5173),
  startups: port('STARTUPS_PORT', 5174),
  technologies: port('TECHNOLOGIES_PORT', 5175),
};

/**
 * Every app lists every singleton: one left out gives that app its own copy (a context from
 * @sistema/shared reads null in a remote). The router is not listed: it travels inside
 * @sistema/shared, which re-exports the part the apps use (decision 004).
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  axios: { singleton: true, requiredVersion: '^1.21.0' },
  '@sistema/shared': { singleton: true, requiredVersion: '^1.0.0' },
};

/**
 * 'loaded-first': a singleton already loaded (the shell's) is used as is. The default,
 * 'version-first', initialises every registered remote to compare versions, so opening one section
 * would fetch the other remote too — and fail when that one is down.
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

/** Same-origin API calls: every server of the front end forwards /v1/api to the API service. */
export { apiProxy } from './api-proxy.ts';

/**
 * Serves and emits the files every app needs at its root (the theme script that runs before first
 * paint, the favicon) from shared/public, so each lives in one place.
 */
export function sharedPublicFiles(): Plugin {
  const dir = fileURLToPath(new URL('../public/', import.meta.url));
  const files = readdirSync(dir);
  return {
    name: 'sistema:shared-public-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        if (!files.includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.svg') ? 'image/svg+xml' : 'text/javascript');
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      for (const fileName of files) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(join(dir, fileName)) });
      }
    },
  };
}

/** Where a remote's entry is, unless the environment says otherwise (STARTUPS_REMOTE_ENTRY, …). */
function remoteEntry(name: 'startups' | 'technologies'): string {
  const fromEnv = process.env[`${name.toUpperCase()}_REMOTE_ENTRY`];
  return fromEnv ?? `http://localhost:${PORTS[name]}/remoteEntry.js`;
}

/**
 * The shell's run-time configuration, remotes.json: served by the dev server and written into the
 * build, from the ports in the environment. Deployments edit or template the file; the shell's code
 * never names a remote URL.
 */
export function runtimeRemotesConfig(): Plugin {
  const file = () =>
    `${JSON.stringify(
      {
        remotes: { startups: remoteEntry('startups'), technologies: remoteEntry('technologies') },
        apiBaseUrl: process.env.API_BASE_URL ?? '/v1/api',
      },
      null,
      2,
    )}\n`;
  return {
    name: 'sistema:remotes-json',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(file());
      });
    },
    // vite preview would serve the file as it was at start-up; read it on every request instead, so
    // an edit of dist/remotes.json (a redeployed remote) reaches the next page load.
    configurePreviewServer(server) {
      const built = resolve(server.config.root, server.config.build.outDir, 'remotes.json');
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(built));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: file() });
    },
  };
}

/**
 * A federated host's start-up is a chain: the HTML's bootstrap waits for the federation runtime,
 * which then imports each shared module's provider, whose own imports come after. The HTML names only
 * the first links of that chain; over a slow network each later link costs one more round trip
 * before its bytes even start. This adds a modulepreload hint for every chunk the page's scripts
 * reach — through static and dynamic imports, or by file name (the federation bootstrap imports
 * hostInit and pendingShares by string) — except the `__prebuild__` fallbacks an app uses only when
 * no other app provides a shared module, so the whole start-up downloads at once.
 */
export function preloadStartupChunks(): Plugin {
  return {
    name: 'sistema:preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const scripts = Object.keys(bundle).filter(
          (name) => name.endsWith('.js') && !name.includes('__prebuild__'),
        );
        const textOf = (name: string) => {
          const item = bundle[name];
          if (!item) return '';
          return item.type === 'chunk' ? item.code : String(item.source);
        };
        const reached = new Set<string>();
        const visit = (name: string) => {
          if (reached.has(name) || !scripts.includes(name)) return;
          reached.add(name);
          const item = bundle[name];
          if (item?.type === 'chunk') [...item.imports, ...item.dynamicImports].forEach(visit);
          const text = textOf(name);
          for (const other of scripts)
            if (text.includes(other.split('/').pop() ?? other)) visit(other);
        };
        visit(entry.fileName);
        // What the federation plugin's bootstrap (which replaces the entry script) imports first.
        for (const name of scripts) if (/\/(hostInit|pendingShares)-/.test(name)) visit(name);
        for (const name of scripts) if (html.includes(`/${name}"`)) visit(name);
        const links = [...reached]
          .filter((name) => !html.includes(`/${name}"`))
          .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
          .join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}

/**
 * Emits a browser script (a classic script, not a module) at the site root under `fileName` and
 * loads it asynchronously from the end of <head>. Production builds only.
 */
export function headScript(fileName: string, source: URL): Plugin {
  return {
    name: 'sistema:head-script',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' },
    ],
  };
}

/**
 * The federation settings that differ between a remote's dev server and its build. Built, a remote
 * uses the federation runtime the shell provides (`provideExternalRuntime` in the shell) instead of
 * shipping a second copy of it (−18 kB gzip on every remote route). The dev server keeps its own
 * runtime: there the remote's page also runs standalone through federation.
 */
export function remoteRuntimeExperiments(command: 'build' | 'serve') {
  return command === 'build' ? { externalRuntime: true } : {};
}

/**
 * A built remote is two things: the federated container (remoteEntry.js and its chunks: the
 * build's own output, with no HTML input — set here) and its page on its own, index.html, built
 * here as a plain React app into the same folder once the container is written. Without the
 * federation runtime (the container expects the shell's), the standalone page must not go through
 * federation.
 */
export function standalonePage(react: () => PluginOption): Plugin {
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
        plugins: [react(), sharedPublicFiles()],
        build: { outDir: config.build.outDir, emptyOutDir: false, target: config.build.target },
      });
    },
  };
}
