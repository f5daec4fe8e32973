// The commands of `npm run remote` (scripts/remote/cli.mjs), on the target the command line chose:
// its ports and folders are in the environment before this module is loaded.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT, SHELL_URL, viteBuild } from '../lib/system.mjs';
import { messageOf, requestFailure, UsageError } from './errors.mjs';
import {
  liveOf,
  readHistory,
  readLiveManifest,
  recordPublication,
  rollBack,
  rollbackTarget,
  switchTo,
} from './live.mjs';
import { readOperatorToken } from './operator-token.mjs';
import { spanishList } from '../lib/registry.mjs';
import { liveManifestPath, REMOTES } from './paths.mjs';
import { isPublished, publishBuild, publishedVersions } from './releases.mjs';
import { emitTypes } from './type-gate.mjs';
import { assertEntryAnswers, validateVersion } from './validate.mjs';

/**
 * @typedef {import('./paths.mjs').RemoteName} RemoteName
 * @typedef {{ remote: string, version: string, phase: string, count: number, lastAt: string,
 *   lastMessage: string }} LoadFailure  the API's summary of one version's load failures in one phase
 */

/**
 * The remote a command names, checked.
 * @param {string | undefined} value
 */
export function remoteName(value) {
  const names = spanishList(Object.keys(REMOTES));
  if (!value) throw new UsageError(`Falta el nombre del remoto (${names}).`);
  if (!Object.hasOwn(REMOTES, value))
    throw new UsageError(`«${value}» no es un remoto: usa ${names}.`);
  return /** @type {RemoteName} */ (value);
}

/**
 * Builds the remote's current sources, with the declarations of what it exposes, into a folder of
 * its own: its served dist/ stays as it is.
 * @param {RemoteName} name
 */
function buildRemote(name) {
  const { app } = REMOTES[name];
  const outDir = join(ROOT, '.run', 'remote-builds', `${name}-${process.pid}`);
  mkdirSync(dirname(outDir), { recursive: true });
  console.log(`▶ Compilando ${app}…`);
  try {
    try {
      viteBuild(app, ['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      });
    } catch (error) {
      throw new Error(`La compilación de ${app} falló (ver arriba); no se publicó nada.`, {
        cause: error,
      });
    }
    // The version carries its declarations: deploy checks the shell's use of them.
    emitTypes(name, outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return outDir;
}

/**
 * @param {RemoteName} name
 * @param {string | undefined} from  a build folder to publish instead of building one
 */
export async function publish(name, from) {
  const buildDir = from ? resolve(from) : buildRemote(name);
  try {
    const { version, created } = publishBuild(name, buildDir);
    await recordPublication(name, version);
    console.log(
      created
        ? `✔ ${name} publicado como la versión ${version}`
        : `✔ ${name}: ese contenido ya estaba publicado como la versión ${version}`,
    );
    console.log(`  para ponerla en vivo: npm run remote -- deploy ${name} ${version}`);
    console.log(version);
  } finally {
    if (!from) rmSync(buildDir, { recursive: true, force: true });
  }
}

/** @param {{ version?: string | null, entry?: string | null }} live */
const describe = (live) => live.version ?? `sin versión (${live.entry ?? 'ninguna entrada'})`;

/**
 * @param {RemoteName} name
 * @param {string | undefined} version
 */
export async function deploy(name, version) {
  if (!version) throw new UsageError('Falta la versión a desplegar.');
  if (!isPublished(name, version))
    throw new Error(
      `La versión «${version}» de ${name} no está publicada; nada cambió. ` +
        `Publica con: npm run remote -- publish ${name}`,
    );
  try {
    await validateVersion(name, version);
  } catch (error) {
    throw new Error(`${name} ${version} no pasó la validación; nada cambió:\n${messageOf(error)}`, {
      cause: error,
    });
  }
  const { previous, changed } = await switchTo(name, version);
  console.log(
    changed
      ? `✔ ${name} ${version} en vivo (antes: ${describe(previous)}). La próxima recarga del shell la usa.`
      : `✔ ${name} ${version} ya estaba en vivo; nada cambió.`,
  );
}

/** @param {RemoteName} name */
export async function rollback(name) {
  const { current, target } = rollbackTarget(name);
  if (!target)
    throw new Error(`No hay una versión anterior de ${name} a la que volver; nada cambió.`);
  try {
    if (target.version) await validateVersion(name, target.version);
    else await assertEntryAnswers(target.entry, `La entrada ${target.entry}`);
  } catch (error) {
    throw new Error(
      `Lo anterior de ${name} (${describe(target)}) no pasó la validación; nada cambió:\n${messageOf(error)}`,
      { cause: error },
    );
  }
  await rollBack(name, current, target);
  console.log(`✔ ${name} vuelve a ${describe(target)} (antes: ${describe(current)}).`);
}

/**
 * The load failures visitors' browsers reported, through the shell's /v1/api proxy with the
 * operators' token: `{ failures }`, or `{ error }` saying why they could not be read.
 * @returns {Promise<{ failures?: LoadFailure[], error?: string }>}
 */
async function loadFailures() {
  const token = readOperatorToken();
  if (!token) return { error: 'sin token de operador (OPERATOR_TOKEN)' };
  try {
    const response = await fetch(`${SHELL_URL}/v1/api/remote-loads/failures`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    const body = /** @type {{ data?: LoadFailure[], error?: string }} */ (await response.json());
    if (!response.ok) return { error: body.error ?? `la API respondió ${response.status}` };
    return { failures: body.data };
  } catch (error) {
    return { error: `la API no responde (${requestFailure(error)})` };
  }
}

/** @param {boolean} asJson */
export async function status(asJson) {
  const config = readLiveManifest(liveManifestPath());
  const history = readHistory();
  const loads = await loadFailures();
  const report = Object.fromEntries(
    Object.keys(REMOTES).map((name) => {
      const recorded = history.remotes[name] ?? { published: [], history: [] };
      const when = new Map(recorded.published.map((item) => [item.version, item]));
      return [
        name,
        {
          live: liveOf(config, name),
          history: recorded.history.map(({ action, version, entry, at, by }) => ({
            action,
            version,
            entry,
            at,
            by,
          })),
          published: publishedVersions(name).map(({ version, at }) => ({
            version,
            at: when.get(version)?.at ?? at,
            by: when.get(version)?.by ?? null,
          })),
          failures: (loads.failures ?? [])
            .filter((failure) => failure.remote === name)
            .map(({ version, phase, count, lastAt, lastMessage }) => ({
              version,
              phase,
              count,
              lastAt,
              lastMessage,
            })),
        },
      ];
    }),
  );
  if (asJson) {
    const unread = loads.error ? { failuresError: loads.error } : {};
    console.log(JSON.stringify({ remotes: report, ...unread }, null, 2));
    return;
  }
  const actions = { deploy: 'desplegada', rollback: 'rollback a' };
  for (const [name, item] of Object.entries(report)) {
    console.log(`${name}: en vivo ${describe(item.live)}`);
    if (item.history.length === 0) console.log('  sin despliegues');
    for (const step of [...item.history].reverse()) {
      const what = step.version ?? `sin versión (${step.entry})`;
      console.log(`  ${step.at}  ${actions[step.action] ?? step.action} ${what}  por ${step.by}`);
    }
    const versions = item.published.map((p) => p.version).join(', ');
    console.log(`  publicadas: ${versions || 'ninguna'}`);
    if (loads.error) console.log(`  fallos de carga: no se pudieron leer (${loads.error})`);
    else if (item.failures.length === 0) console.log('  fallos de carga: ninguno');
    for (const failure of item.failures) {
      // The browser's error message on one short line.
      const line = (failure.lastMessage ?? '').replace(/\s+/g, ' ').trim();
      const message = line.length > 160 ? `${line.slice(0, 159)}…` : line;
      console.log(
        `  fallos de carga: ${failure.version} en la fase ${failure.phase}: ${failure.count} ` +
          `(el último ${failure.lastAt}: ${message || 'sin mensaje'})`,
      );
    }
  }
}
