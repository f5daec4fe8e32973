import type { Plugin, Rolldown } from 'vite';
import { minifyScript } from './minify-script.ts';

const EXTERNAL_RUNTIME_PLUGIN =
  '@module-federation/vite/lib/utils/injectExternalRuntimeCorePlugin.js';
const WHOLE_PACKAGE_JSON =
  'import runtimePackage from "@module-federation/runtime/package.json" with { type: "json" };';
const VERSION_ONLY =
  'import { version as runtimeVersion } from "@module-federation/runtime/package.json" with { type: "json" };\n' +
  'const runtimePackage = { version: runtimeVersion };';
const PENDING_SHARES_MODULE = '__P_S__pendingShares__P_S__';
const NO_PENDING_SHARES = 'const __mfPendingShareImports = [];';

const baseName = (fileName: string) => fileName.split('/').pop() ?? fileName;
const isBootstrap = (fileName: string) =>
  baseName(fileName).startsWith('mf-entry-bootstrap-') && fileName.endsWith('.js');

/** The bootstrap's import of the pendingShares chunk, as the plugin writes it. */
const pendingSharesImport = (chunk: string) =>
  `await __mfImport("./${baseName(chunk)}").catch(() => undefined)`;

/**
 * Drops the pendingShares chunk from the bundle, from the bootstraps that import it and from the
 * HTML's preloads; keeps everything (with a warning) if a bootstrap does not import it as expected.
 */
export function dropPendingShares(bundle: Rolldown.OutputBundle, warn: (message: string) => void) {
  const chunk = Object.values(bundle).find(
    (file) => file.type === 'chunk' && baseName(file.fileName).startsWith('pendingShares-'),
  );
  if (!chunk) return;
  const assets = Object.values(bundle).filter((file) => file.type === 'asset');
  const bootstraps = assets.filter((file) => isBootstrap(file.fileName));
  const expected = pendingSharesImport(chunk.fileName);
  if (bootstraps.some((file) => !String(file.source).includes(expected))) {
    warn(`the bootstrap no longer imports ${chunk.fileName} as expected: kept`);
    return;
  }
  const preload = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
  for (const file of bootstraps) file.source = String(file.source).replace(expected, 'undefined');
  for (const file of assets)
    if (file.fileName.endsWith('.html')) file.source = String(file.source).replace(preload, '');
  Reflect.deleteProperty(bundle, chunk.fileName);
}

/**
 * What the shell's pages download of @module-federation/vite's output for nothing:
 * - the pendingShares chunk, which the bootstrap imports before the app to load the shared modules
 *   left pending; built from our configuration its list is empty (the singletons are loaded
 *   through the share scope), so it only returns: −760 B gzip and a request;
 * - the bootstrap that replaces the HTML's entry script is emitted as an asset, so it is not
 *   minified (indentation and long names: −250 B gzip);
 * - the runtime plugin that lends the federation runtime to the remotes (`provideExternalRuntime`)
 *   imports the runtime's whole package.json for its `version`, and a default import of JSON keeps
 *   every field (−550 B gzip in remoteEntry.js): importing the one field lets the rest go.
 */
export function federationTrims(): Plugin {
  let noPendingShares = false;
  return {
    name: 'sistema:federation-trims',
    apply: 'build',
    transform(code, id) {
      if (id.includes(PENDING_SHARES_MODULE)) noPendingShares = code.includes(NO_PENDING_SHARES);
      if (!id.endsWith(EXTERNAL_RUNTIME_PLUGIN)) return null;
      if (!code.includes(WHOLE_PACKAGE_JSON)) {
        this.warn(`${id} no longer imports the runtime's package.json as expected: not trimmed`);
        return null;
      }
      return { code: code.replace(WHOLE_PACKAGE_JSON, VERSION_ONLY), map: null };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (noPendingShares) dropPendingShares(bundle, (message) => this.warn(message));
        for (const file of Object.values(bundle))
          if (file.type === 'asset' && isBootstrap(file.fileName))
            file.source = minifyScript(file.fileName, String(file.source), true);
      },
    },
  };
}
