// npm run typecheck: `tsc -b` over tsconfig.json and every registered remote's folder, so a new
// remote is type-checked without being listed in tsconfig.json's references.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { REMOTE_FOLDERS } from './lib/registry.mjs';
import { binPath, ROOT } from './lib/system.mjs';

/** tsc's arguments: the root projects, then each remote's. */
export const TYPECHECK_ARGS = ['-b', 'tsconfig.json', ...REMOTE_FOLDERS];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tsc = binPath('typescript', 'bin/tsc');
  const result = spawnSync(process.execPath, [tsc, ...TYPECHECK_ARGS, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
}
