// The checks `deploy` (and `rollback`) make before switching: the version's entry answers on its
// server, it exposes the page the shell loads, the shared singletons it was built against are the
// ones the live shell provides, and its emitted types pass the shell's type gate. Each failure is a Spanish sentence; none changes anything.
import semver from 'semver';
import { requestFailure } from './errors.mjs';
import { SHELL_URL } from '../lib/system.mjs';
import { entryOf, REMOTES } from './paths.mjs';
import { typeProblems } from './type-gate.mjs';

/**
 * @typedef {import('./paths.mjs').RemoteName} RemoteName
 * @typedef {{ name?: string, version?: string, requiredVersion?: string, singleton?: boolean }}
 *   SharedEntry  one module an mf-manifest.json says the build shares: the version it was built
 *   with, and the range it accepts from the host
 * @typedef {{ shared?: unknown, exposes?: unknown }} MfManifest  the parts of a remote's
 *   mf-manifest.json the checks read, as parsed (SharedEntry[] and { path: string }[] when well formed)
 */

/** The singletons the shell provides (shared/build/vite-common.ts): exactly one copy of each. */
export const SINGLETONS = ['react', 'react-dom', 'axios', '@sistema/shared'];

const TIMEOUT_MS = 5_000;

/**
 * GETs `url` as the shell's page would (its Origin); returns the response or a Spanish error.
 * @param {string} url
 * @param {string} what  the subject of the error's sentence
 */
async function get(url, what) {
  let response;
  try {
    response = await fetch(url, {
      headers: { Origin: SHELL_URL },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${what} no responde (${url}): ${requestFailure(error)}.`, { cause: error });
  }
  if (!response.ok) throw new Error(`${what} respondió ${response.status} (${url}).`);
  return response;
}

/**
 * @param {string} url
 * @param {string} what  the subject of the error's sentence
 * @returns {Promise<unknown>}
 */
async function getJson(url, what) {
  const response = await get(url, what);
  try {
    return await response.json();
  } catch (error) {
    throw new Error(`${what} no es JSON válido (${url}).`, { cause: error });
  }
}

/**
 * The problems of a remote's mf-manifest.json against the shell's shared versions
 * ({ react: '19.3.1', … }): [] when it fits.
 * @param {RemoteName} name
 * @param {string} version
 * @param {MfManifest} manifest
 * @param {Partial<Record<string, string>>} shellVersions
 */
export function sharedProblems(name, version, manifest, shellVersions) {
  const problems = [];
  /** @type {(SharedEntry | null | undefined)[]} */
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  for (const pkg of SINGLETONS) {
    const share = shared.find((item) => item?.name === pkg);
    const provided = shellVersions[pkg];
    if (!provided) {
      problems.push(`El shell en vivo no declara qué versión de ${pkg} comparte.`);
    } else if (!share || share.singleton !== true) {
      problems.push(
        `${name} ${version} no comparte ${pkg} como singleton: cargaría una segunda copia.`,
      );
    } else if (share.version === undefined || !semver.valid(share.version)) {
      problems.push(
        `${name} ${version} declara una versión no válida de ${pkg}: «${share.version}».`,
      );
    } else if (semver.major(share.version) !== semver.major(provided)) {
      problems.push(
        `${name} ${version} se compiló con ${pkg} ${share.version} y el shell en vivo tiene ` +
          `${provided}: otra versión mayor, incompatible.`,
      );
    } else if (share.requiredVersion && !semver.satisfies(provided, share.requiredVersion)) {
      problems.push(
        `${name} ${version} pide ${pkg} ${share.requiredVersion} y el shell en vivo tiene ${provided}.`,
      );
    }
  }
  return problems;
}

/**
 * Throws a Spanish error unless `entry` answers with JavaScript (a build without a version).
 * @param {string} entry
 * @param {string} what  the subject of the error's sentence
 */
export async function assertEntryAnswers(entry, what) {
  const response = await get(entry, what);
  await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  if (!/javascript/.test(type))
    throw new Error(`${what} no es JavaScript (${type || 'sin tipo'}).`);
}

/**
 * Throws one Error listing every reason `version` of `name` must not go live.
 * @param {RemoteName} name
 * @param {string} version
 */
export async function validateVersion(name, version) {
  const entry = entryOf(name, version);
  await assertEntryAnswers(entry, `La entrada de ${name} ${version}`);
  const manifest = /** @type {MfManifest} */ (
    await getJson(
      new URL('mf-manifest.json', entry).href,
      `El mf-manifest.json de ${name} ${version}`,
    )
  );
  const problems = [];
  const { expose } = REMOTES[name];
  /** @type {({ path?: string } | null | undefined)[]} */
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  if (!exposes.some((item) => item?.path === expose))
    problems.push(`${name} ${version} no expone ${expose}, la página que carga el shell.`);
  const shell = /** @type {{ shared?: Partial<Record<string, string>> }} */ (
    await getJson(
      `${SHELL_URL}/shared-versions.json`,
      'Las versiones compartidas del shell en vivo',
    )
  );
  problems.push(...sharedProblems(name, version, manifest, shell.shared ?? {}));
  problems.push(...typeProblems(name, version));
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
