// Where the published versions, the deploy history and the live manifest of the system this checkout
// runs (`npm start`, `npm run start:nginx`) are, and the URL a version is served at
// (docs/decisions/009-versioned-remotes-and-the-live-manifest.md).
import { join, resolve } from 'node:path';
import { REGISTRY, REMOTE_KEYS } from '../lib/registry.mjs';
import { localRemoteOrigin, ROOT } from '../lib/system.mjs';

/** @typedef {import('../lib/registry.mjs').RemoteKey} RemoteName */

/**
 * The remotes a team can publish (every registered one): their workspace folder and the module the
 * shell loads from each.
 * @type {Readonly<Record<RemoteName, { app: string, expose: string }>>}
 */
export const REMOTES = /** @type {Record<RemoteName, { app: string, expose: string }>} */ (
  Object.fromEntries(
    REMOTE_KEYS.map((key) => [key, { app: REGISTRY[key].folder, expose: REGISTRY[key].expose }]),
  )
);

/** The path of a published version on its remote's server: `/releases/<version>/remoteEntry.js`. */
export const RELEASES_PATH = '/releases';

/**
 * Everything the command line keeps: `releases/<remote>/<version>/` (immutable builds) and
 * `history.json`. Outside every dist/ folder, so a rebuild never removes a published version.
 */
export function stateDir(env = process.env) {
  return resolve(env.REMOTES_STATE_DIR ?? join(ROOT, '.run', 'remotes'));
}

/** @param {string} name */
export const releasesDir = (name, env = process.env) => join(stateDir(env), 'releases', name);

/** The live manifest: the file the shell serves as /remotes.json. */
export function liveManifestPath(env = process.env) {
  return join(resolve(env.RUNTIME_CONFIG_DIR ?? join(ROOT, 'shell', 'dist')), 'remotes.json');
}

/**
 * @param {RemoteName} name
 * @param {string} version
 */
export const entryOf = (name, version) =>
  `${localRemoteOrigin(name)}${RELEASES_PATH}/${version}/remoteEntry.js`;

/** A version id as `publish` makes them: 12 hex digits of the build's content hash. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;
