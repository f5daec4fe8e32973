// The two builds compared: the federated system (shell + two remotes, each its own `vite build`,
// exactly as deployed) and the single bundle (bench/single-bundle/vite.config.ts). Both are built
// into the bench's scratch folder, never into the apps' own dist/ folders.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_DIR, ROOT, VITE } from '../lib/paths.mjs';

function viteBuild(cwd, outDir, extra = []) {
  execFileSync(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...extra],
    {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

export const FEDERATED_APPS = ['shell', 'startups-mfe', 'technologies-mfe'];

/** Returns the output folder of each app. */
export function buildFederated(outDir) {
  const dirs = {};
  for (const app of FEDERATED_APPS) {
    dirs[app] = join(outDir, app);
    viteBuild(join(ROOT, app), dirs[app]);
  }
  return dirs;
}

export function buildSingleBundle(outDir) {
  viteBuild(ROOT, outDir, ['--config', join(BENCH_DIR, 'single-bundle', 'vite.config.ts')]);
  return outDir;
}
