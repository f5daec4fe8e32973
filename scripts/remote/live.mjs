// The live manifest (the shell's remotes.json) and the deploy history (history.json): every change is
// made holding one lock and written to a temporary file renamed over the old one, so two commands
// started at once both land in the history and a reader never sees a half-written file.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { errorCode, messageOf } from './errors.mjs';
import { entryOf, liveManifestPath, REMOTES, stateDir } from './paths.mjs';
import { isPublished } from './releases.mjs';

/**
 * @typedef {import('./paths.mjs').RemoteName} RemoteName
 * @typedef {{ remotes: Partial<Record<string, string>>, versions?: Partial<Record<string, string>>,
 *   [field: string]: unknown }} LiveManifest  the shell's remotes.json: each remote's entry URL, and
 *   the version of each one that has one; its other fields (apiBaseUrl…) are kept as they are
 * @typedef {{ entry: string | null, version: string | null }} Live  what is live for a remote
 *   (null: none, or a build without a version)
 * @typedef {{ version: string | null, entry: string }} Target  what a deploy or rollback makes live
 * @typedef {{ at: string, by: string }} Signed  when (ISO 8601) and by whom (user@host)
 * @typedef {Target & Signed & { action: 'deploy' | 'rollback', previous: Live | null }} HistoryStep
 *   one deploy or rollback; `previous`: what was live before the step's version first went live
 * @typedef {{ published: ({ version: string } & Signed)[], history: HistoryStep[] }} RemoteHistory
 * @typedef {{ remotes: Partial<Record<string, RemoteHistory>> }} History
 */

/**
 * Writes `value` as JSON through a temporary file in the same folder and a rename.
 * @param {string} path
 * @param {unknown} value
 */
function writeJson(path, value) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic.sync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Runs `action` holding the lock of the state folder, and releases it afterwards, also when
 * `action` throws. A lock its command stopped refreshing (it died) is taken over after 10 s.
 * @template T
 * @param {() => T | Promise<T>} action
 * @returns {Promise<T>}
 */
async function withLock(action, env = process.env) {
  const lock = join(stateDir(env), 'history.lock');
  mkdirSync(stateDir(env), { recursive: true });
  /** @type {() => Promise<void>} */
  let release;
  try {
    // Up to some 20 s of waiting for the commands started at the same time.
    release = await lockfile.lock(stateDir(env), {
      lockfilePath: lock,
      retries: { retries: 500, minTimeout: 20, maxTimeout: 50, randomize: true },
    });
  } catch (error) {
    if (errorCode(error) !== 'ELOCKED') throw error;
    throw new Error(`Otra operación de despliegue sigue en curso (bloqueo ${lock}).`, {
      cause: error,
    });
  }
  try {
    return await action();
  } finally {
    await release();
  }
}

/** Now, and who runs the command (user@host), for the history. */
function signed() {
  let user = process.env.USER ?? 'desconocido';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry (a container's arbitrary uid): keep $USER.
  }
  return { at: new Date().toISOString(), by: `${user}@${hostname()}` };
}

/** @param {NodeJS.ProcessEnv} env */
const historyPath = (env) => join(stateDir(env), 'history.json');

/**
 * { remotes: { <name>: { published: [...], history: [...] } } }, empty when never written.
 * @returns {History}
 */
export function readHistory(env = process.env) {
  const path = historyPath(env);
  if (!existsSync(path)) return { remotes: {} };
  const parsed = /** @type {Partial<History>} */ (JSON.parse(readFileSync(path, 'utf8')));
  return { remotes: parsed.remotes ?? {} };
}

/**
 * @param {History} history
 * @param {string} name
 */
const remoteHistory = (history, name) => (history.remotes[name] ??= { published: [], history: [] });

/** The live manifest, checked: a JSON object whose `remotes` maps names to entry URLs. */
export function readLiveManifest(path = liveManifestPath()) {
  /** @type {unknown} */
  let config;
  try {
    config = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`No se pudo leer el manifiesto en vivo ${path}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  if (
    typeof config !== 'object' ||
    config === null ||
    !('remotes' in config) ||
    typeof config.remotes !== 'object'
  ) {
    throw new Error(`El manifiesto en vivo ${path} no tiene la forma esperada ({ "remotes": … }).`);
  }
  return /** @type {LiveManifest} */ (config);
}

/**
 * @param {LiveManifest} config
 * @param {string} name
 */
export const liveOf = (config, name) => ({
  entry: config.remotes[name] ?? null,
  version: config.versions?.[name] ?? null,
});

/**
 * @param {LiveManifest} config
 * @param {string} name
 * @param {Target} target
 */
function switched(config, name, target) {
  const versions = { ...config.versions };
  if (target.version) versions[name] = target.version;
  else delete versions[name];
  return { ...config, remotes: { ...config.remotes, [name]: target.entry }, versions };
}

/**
 * Records a publication in the history (the same version published again is recorded once).
 * @param {string} name
 * @param {string} version
 */
export function recordPublication(name, version, env = process.env) {
  return withLock(() => {
    const history = readHistory(env);
    const remote = remoteHistory(history, name);
    if (remote.published.some((item) => item.version === version)) return;
    remote.published.push({ version, ...signed() });
    writeJson(historyPath(env), history);
  }, env);
}

/**
 * Makes `version` of `name` live: the manifest names it and the history records it, with what was
 * live before (where `rollback` returns to).
 * @param {RemoteName} name
 * @param {string} version
 */
export function switchTo(name, version, env = process.env) {
  return withLock(() => {
    if (!isPublished(name, version, env))
      throw new Error(`La versión ${version} de ${name} no está publicada.`);
    const config = readLiveManifest(liveManifestPath(env));
    const previous = liveOf(config, name);
    if (previous.version === version) return { previous, changed: false };
    const target = { version, entry: entryOf(name, version) };
    const history = readHistory(env);
    writeJson(liveManifestPath(env), switched(config, name, target));
    remoteHistory(history, name).history.push({
      action: 'deploy',
      ...target,
      previous,
      ...signed(),
    });
    writeJson(historyPath(env), history);
    return { previous, changed: true };
  }, env);
}

/**
 * Whether a history item is about `live`: the same version, or the same entry for no version.
 * @param {HistoryStep} item
 * @param {Live} live
 */
const isSame = (item, live) =>
  live.version ? item.version === live.version : !item.version && item.entry === live.entry;

/**
 * What `rollback` of `name` would make live: what was live before the current version went live.
 * Repeated rollbacks walk further back. Null when there is nothing before.
 * @param {RemoteName} name
 */
export function rollbackTarget(name, env = process.env) {
  const current = liveOf(readLiveManifest(liveManifestPath(env)), name);
  const entries = readHistory(env).remotes[name]?.history ?? [];
  const madeLive = entries.findLast((item) => isSame(item, current));
  const previous = madeLive?.previous;
  if (!previous?.entry) return { current, target: null };
  // A version's URL follows the ports of the running system; a build without one keeps its own.
  const entry = previous.version ? entryOf(name, previous.version) : previous.entry;
  return { current, target: { version: previous.version, entry } };
}

/**
 * Makes the previous live version of `name` live again, in one step, if what is live is still
 * `expected` (else another command changed it meanwhile: nothing is done).
 * @param {RemoteName} name
 * @param {Live} expected
 * @param {Target} target
 */
export function rollBack(name, expected, target, env = process.env) {
  return withLock(() => {
    const config = readLiveManifest(liveManifestPath(env));
    const current = liveOf(config, name);
    if (current.version !== expected.version || current.entry !== expected.entry)
      throw new Error(`Lo que está en vivo de ${name} cambió mientras tanto; vuelve a intentarlo.`);
    if (target.version && !isPublished(name, target.version, env))
      throw new Error(`La versión ${target.version} de ${name} ya no está publicada.`);
    const history = readHistory(env);
    const entries = remoteHistory(history, name).history;
    // Where a further rollback goes: what was live before the target itself went live.
    const before = entries.findLast((item) => isSame(item, target));
    writeJson(liveManifestPath(env), switched(config, name, target));
    entries.push({
      action: 'rollback',
      version: target.version,
      entry: target.entry,
      previous: before?.previous ?? null,
      ...signed(),
    });
    writeJson(historyPath(env), history);
  }, env);
}

/**
 * For the start scripts, after the shell's build has written its default remotes.json: names again
 * the version each remote had live, so a restart (or a rebuild) keeps what was deployed.
 * @returns {string[]}  `<remote> <version>` of each one named again
 */
export function restoreLiveVersions(manifestPath = liveManifestPath(), env = process.env) {
  if (!existsSync(historyPath(env))) return [];
  const history = readHistory(env);
  let config = readLiveManifest(manifestPath);
  const restored = [];
  for (const name of /** @type {RemoteName[]} */ (Object.keys(REMOTES))) {
    const last = history.remotes[name]?.history.at(-1);
    if (!last?.version || !isPublished(name, last.version, env)) continue;
    config = switched(config, name, { version: last.version, entry: entryOf(name, last.version) });
    restored.push(`${name} ${last.version}`);
  }
  if (restored.length > 0) writeJson(manifestPath, config);
  return restored;
}
