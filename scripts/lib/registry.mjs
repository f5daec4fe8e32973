// The registered remotes (shared/src/remotes/registry.json) for the tooling written in plain
// JavaScript; the TypeScript side reads the same file as @sistema/shared/remotes. Adding a remote
// is its folder plus one entry there: ports, builds, start scripts, remotes.json, nginx, ESLint and
// `npm run remote` all take the list from here.
import { readFileSync } from 'node:fs';

/**
 * @typedef {typeof import('../../shared/src/remotes/registry.json')} Registry
 * @typedef {keyof Registry} RemoteKey
 */

/** A key is a Module Federation name and the stem of environment variables: lower-case letters. */
const KEY = /^[a-z][a-z0-9]*$/;
/** Names the system's other ports and apps already take. */
const RESERVED = ['api', 'shell'];

/**
 * Checks the entries of a registry: each key usable as a federation name and a variable's stem,
 * and no two remotes sharing a folder, route or port.
 * @param {Record<string, { folder: string, route: string, port: number }>} registry
 */
export function checkedEntries(registry) {
  const entries = Object.entries(registry);
  for (const [key, entry] of entries) {
    if (!KEY.test(key) || RESERVED.includes(key))
      throw new Error(
        `Registro de remotos: «${key}» no sirve de clave (solo minúsculas y dígitos, empezando por ` +
          `una letra; ni ${RESERVED.join(' ni ')}).`,
      );
    // The shell's head script (remote-preload.js) finds a section's remote by its route's segment.
    if (entry.route !== `/${key}`)
      throw new Error(`Registro de remotos: la ruta de «${key}» debe ser /${key}.`);
    for (const field of /** @type {const} */ (['folder', 'route', 'port'])) {
      const twin = entries.find(([other, o]) => other !== key && o[field] === entry[field]);
      if (twin) throw new Error(`Registro de remotos: «${key}» y «${twin[0]}» comparten ${field}.`);
    }
  }
}

/** @type {Registry} */
export const REGISTRY = JSON.parse(
  readFileSync(new URL('../../shared/src/remotes/registry.json', import.meta.url), 'utf8'),
);
checkedEntries(REGISTRY);

/** The registered remotes' keys, in the registry's order (the nav's and the home page's). */
export const REMOTE_KEYS = /** @type {RemoteKey[]} */ (Object.keys(REGISTRY));

/** Each remote's workspace folder, in the registry's order. */
export const REMOTE_FOLDERS = REMOTE_KEYS.map((key) => REGISTRY[key].folder);

/**
 * The environment variable that moves a remote's port: STARTUPS_PORT, TECHNOLOGIES_PORT, ….
 * @param {string} key
 */
export const portVariable = (key) => `${key.toUpperCase()}_PORT`;

/**
 * The environment variable that says where a remote's entry is, in remotes.json.
 * @param {string} key
 */
export const remoteEntryVariable = (key) => `${key.toUpperCase()}_REMOTE_ENTRY`;

/** The port docker-compose.yml publishes the shell on; the remotes follow it. */
export const COMPOSE_SHELL_PORT = 8080;

/**
 * The port docker-compose.yml publishes a remote on: 8081, 8082, … in the registry's order.
 * @param {RemoteKey} key
 */
export const composePort = (key) => COMPOSE_SHELL_PORT + 1 + REMOTE_KEYS.indexOf(key);

/**
 * SHELL_PORT and each remote's `<KEY>_PORT` as docker-compose.yml publishes them: the environment
 * that points the tooling and the end-to-end suite at the composition.
 * @returns {Record<string, string>}
 */
export const composePortsEnv = () => ({
  SHELL_PORT: String(COMPOSE_SHELL_PORT),
  ...Object.fromEntries(REMOTE_KEYS.map((key) => [portVariable(key), String(composePort(key))])),
});

/**
 * Words joined as Spanish lists them: 'a', 'a o b', 'a, b o c'.
 * @param {readonly string[]} words
 */
export function spanishList(words) {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} o ${words.at(-1)}`;
}
