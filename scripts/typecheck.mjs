// npm run typecheck: `tsc -b` over tsconfig.json and every registered remote, so a new remote is
// type-checked without a line in tsconfig.json or in the shell. First it writes the shell's list of
// the remotes' pages (the type gate) and the typed-client test's types from the API's OpenAPI
// document; tsc builds each remote's declarations before the shell reads them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REGISTRY, REMOTE_FOLDERS } from './lib/registry.mjs';
import { binPath, ROOT } from './lib/system.mjs';
import {
  EXPOSED_PAGES_FILE,
  exposedModule,
  exposedPagesSource,
  TYPES_DIR,
} from './remote/type-gate.mjs';

/** tsc's arguments: each remote's declarations, the root projects, then each remote's own. */
export const TYPECHECK_ARGS = [
  '-b',
  ...REMOTE_FOLDERS.map((folder) => `${folder}/tsconfig.exposes.json`),
  'tsconfig.json',
  ...REMOTE_FOLDERS,
];

/** Writes the shell's list of the remotes' pages, when it changed (tsc -b goes by the file's time). */
export function writeExposedPages() {
  const file = join(ROOT, 'shell', 'src', 'remotes', EXPOSED_PAGES_FILE);
  const source = exposedPagesSource(
    (key) =>
      `../../../${REGISTRY[/** @type {import('./lib/registry.mjs').RemoteKey} */ (key)].folder}/${TYPES_DIR}/${exposedModule(key)}`,
  );
  if (!existsSync(file) || readFileSync(file, 'utf8') !== source) writeFileSync(file, source);
}

/**
 * Writes the generated client's types from the document the API serves now, so a resource added
 * since (npm run new-resource) has its types too. The API is TypeScript: tsx runs the writer.
 */
export function writeOpenapiTypes() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('api', 'test', 'contract', 'openapi-types.ts')],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('could not write the OpenAPI client types');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeExposedPages();
  writeOpenapiTypes();
  const tsc = binPath('typescript', 'bin/tsc');
  const args = [tsc, ...TYPECHECK_ARGS, ...process.argv.slice(2)];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}
