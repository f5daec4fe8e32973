// Published versions: a remote's build copied, whole, into releases/<remote>/<version>/, where
// <version> is the hash of its content. Never overwritten: the same content is the same version,
// different content can never get a version that exists.
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { releasesDir, VERSION_PATTERN } from './paths.mjs';

/**
 * Every file under `dir`, as sorted relative paths with '/' separators.
 * @param {string} dir
 */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The version of a build: its files' names and bytes hashed (SHA-256), 12 hex digits.
 * @param {string} dir
 */
export function versionOf(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Folders 755, files 644, whatever the build's own modes (a folder from mkdtemp is 700): the servers
 * (nginx runs as another user, uid 101 in the images) read every version; nobody but the owner
 * writes one.
 * @param {string} dir
 */
function readableByAll(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
}

/**
 * Publishes the build in `buildDir` as a version of `name`; returns `{ version, created }`. The copy
 * is made in a temporary folder beside the others and renamed into place, so a version folder is
 * either absent or complete — a server never sees half of one.
 * @param {string} name
 * @param {string} buildDir
 */
export function publishBuild(name, buildDir, env = process.env) {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!existsSync(join(buildDir, file)))
      throw new Error(`${buildDir} no es un build de un remoto: falta ${file}.`);
  }
  const version = versionOf(buildDir);
  const dir = releasesDir(name, env);
  const target = join(dir, version);
  if (existsSync(target)) return { version, created: false };
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.publicando-${process.pid}-${randomBytes(4).toString('hex')}`);
  cpSync(buildDir, temporary, { recursive: true });
  readableByAll(temporary);
  try {
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Published meanwhile by another command: the same content, so the same files.
    if (existsSync(target)) return { version, created: false };
    throw error;
  }
  return { version, created: true };
}

/**
 * True when `version` of `name` is published (a complete folder with its entry).
 * @param {string} name
 * @param {string} version
 */
export function isPublished(name, version, env = process.env) {
  return (
    VERSION_PATTERN.test(version) &&
    existsSync(join(releasesDir(name, env), version, 'remoteEntry.js'))
  );
}

/**
 * The published versions of `name`, oldest first.
 * @param {string} name
 * @returns {{ version: string, at: string }[]}  `at`: when it was published (ISO 8601)
 */
export function publishedVersions(name, env = process.env) {
  const dir = releasesDir(name, env);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => isPublished(name, version, env))
    .map((version) => ({ version, at: statSync(join(dir, version)).mtime.toISOString() }))
    .sort((a, b) => a.at.localeCompare(b.at));
}
