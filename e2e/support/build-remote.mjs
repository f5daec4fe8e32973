// Builds one remote into another folder with Vite's JS API, from its own vite.config.ts, the way its
// team would build a new version — without touching a source file:
//
//   node build-remote.mjs '<json>'
//   json: {
//     app: 'startups-mfe',                      the remote's folder
//     outDir: '/abs/path',                      where the build goes (emptied first)
//     replace?: [{ file, from, to }],           text changed in a source module while it is bundled
//     sharedVersions?: { '@sistema/shared': '1.0.1' }   the version the build declares for a share
//   }
// The build gets the remote's emitted declarations too (dist-types/), as `publish` makes them.
//
// Run as a process of its own: @module-federation/vite keeps its virtual modules and options in
// module-level state, so two different remotes built in one process could leak into each other.
import { isAbsolute, join, resolve } from 'node:path';
import { build } from 'vite';
import { REMOTES } from '../../scripts/remote/paths.mjs';
import { emitTypes } from '../../scripts/remote/type-gate.mjs';

/**
 * @typedef {object} BuildOptions
 * @property {string} app
 * @property {string} outDir
 * @property {{ file: string, from: string, to: string }[]} [replace]
 * @property {Record<string, string>} [sharedVersions]
 *
 * @typedef {{ shared?: Record<string, { version?: string }> }} FederationOptions
 */

const ROOT = join(import.meta.dirname, '..', '..');
/** @type {Partial<BuildOptions>} */
const options = JSON.parse(process.argv[2] ?? '{}');
if (!options.app || !options.outDir || !isAbsolute(options.outDir)) {
  console.error('uso: node build-remote.mjs \'{"app":"startups-mfe","outDir":"/ruta/absoluta"}\'');
  process.exit(2);
}
const appDir = join(ROOT, options.app);
const replacements = (options.replace ?? []).map((r) => ({ ...r, file: resolve(appDir, r.file) }));

/**
 * Changes source text as it is bundled (a visible change of a new version), never on disk.
 * @type {import('vite').Plugin}
 */
const replaceSource = {
  name: 'e2e:replace-source',
  enforce: 'pre',
  transform(code, id) {
    const path = id.split('?')[0];
    let changed = code;
    for (const { file, from, to } of replacements) {
      if (path !== file) continue;
      if (!changed.includes(from)) this.error(`'${from}' no aparece en ${file}`);
      changed = changed.replaceAll(from, to);
    }
    return changed === code ? null : changed;
  },
};

/**
 * What a build against another patch of a shared package declares: the federation plugin reads the
 * installed package.json's version when the config resolves (`resolveSharedVersions`, run in its
 * configResolved); this runs after it and sets the version on the plugin's normalized options (the
 * object its code generation reads), exactly as `shared: { pkg: { version } }` would.
 * @type {import('vite').Plugin}
 */
const declareSharedVersions = {
  name: 'e2e:declare-shared-versions',
  enforce: 'post',
  configResolved(config) {
    const wanted = Object.entries(options.sharedVersions ?? {});
    if (wanted.length === 0) return;
    // The plugin's normalized options are internal: not in its types, hence the cast.
    const federation = /** @type {{ _options?: FederationOptions } | undefined} */ (
      config.plugins.find((plugin) => plugin.name === 'module-federation-vite')
    );
    const shared = federation?._options?.shared;
    if (!shared)
      throw new Error('No se encontró el plugin de Module Federation en la configuración');
    for (const [pkg, version] of wanted) {
      const share = shared[pkg];
      if (!share) throw new Error(`${pkg} no es un módulo compartido de ${options.app}`);
      share.version = version;
    }
  },
};

await build({
  configFile: join(appDir, 'vite.config.ts'),
  root: appDir,
  mode: 'production',
  logLevel: 'warn',
  // The manifest (.vite/manifest.json) lets a test name the chunk a source module ended up in.
  build: { outDir: options.outDir, emptyOutDir: true, manifest: true },
  plugins: [replaceSource, declareSharedVersions],
});

// Like `npm run remote -- publish`, the build carries the declarations of what it exposes: `deploy`
// checks the shell's use of them (docs/deployment.md, "Types").
const remote = Object.entries(REMOTES).find(([, { app }]) => app === options.app);
if (!remote) throw new Error(`${options.app} no es un remoto`);
emitTypes(
  /** @type {import('../../scripts/remote/paths.mjs').RemoteName} */ (remote[0]),
  options.outDir,
);
