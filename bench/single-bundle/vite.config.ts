// The single-bundle build of the app, for the federation-overhead benchmark only: the shell's own
// sources (root: shell/), with its remote loader replaced by ./remotes.ts, which imports both pages
// directly. No Module Federation plugin: one React, one router, one @sistema/shared, all bundled.
// The same HTML as the shell's: each route's first screen prerendered (shell/build/prerender.ts).
//   vite build --config bench/single-bundle/vite.config.ts --outDir <folder>
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { brotliAssets } from '../../shared/build/brotli-assets.ts';
import { apiProxy, sharedPublicFiles } from '../../shared/build/vite-common.ts';
import { prerenderShell } from '../../shell/build/prerender.ts';

// @vitejs/plugin-react is the apps' dependency, not the bench's: the shell's copy is used.
const fromShell = createRequire(new URL('../../shell/package.json', import.meta.url));
const { default: react } = (await import(
  pathToFileURL(fromShell.resolve('@vitejs/plugin-react')).href
)) as { default: () => PluginOption };

const shellRoot = fileURLToPath(new URL('../../shell/', import.meta.url));
const shellLoader = fileURLToPath(new URL('../../shell/src/remotes/remotes.ts', import.meta.url));
const replacement = fileURLToPath(new URL('./remotes.ts', import.meta.url));

/** Every import that resolves to the shell's remote loader gets ./remotes.ts instead. */
function replaceRemoteLoader(): Plugin {
  return {
    name: 'bench:single-bundle-remotes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/remotes(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === shellLoader ? replacement : null;
    },
  };
}

export default defineConfig({
  root: shellRoot,
  // The same first paint as the shell's build (its routes prerendered, the theme script inline),
  // and the same brotli copies for nginx to send.
  plugins: [replaceRemoteLoader(), react(), sharedPublicFiles(), prerenderShell(), brotliAssets()],
  build: { target: 'esnext', emptyOutDir: true },
  // `vite preview` of the bundle forwards /v1/api like the shell's (API_URL).
  preview: { proxy: apiProxy() },
  logLevel: 'warn',
});
