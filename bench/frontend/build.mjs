// The two builds compared: the federated system (shell + every remote, each its own `vite build`,
// exactly as deployed) and the single bundle (bench/single-bundle/vite.config.ts). Both are built
// into the bench's scratch folder, never into the apps' own dist/ folders.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_FOLDERS } from '../../scripts/lib/registry.mjs';
import { BENCH_DIR, ROOT, VITE } from '../lib/paths.mjs';

/** @type {(cwd: string, outDir: string, extra?: string[]) => void} */
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

/** The shell and every registered remote (the bench measures the startups and technologies). */
export const FEDERATED_APPS = ['shell', ...REMOTE_FOLDERS];

/**
 * The output folder of each app, side by side under one folder.
 * @typedef {{ shell: string, 'startups-mfe': string, 'technologies-mfe': string }} FederatedDirs
 */
const outputDirs = (/** @type {string} */ outDir) =>
  /** @type {FederatedDirs} */ (
    Object.fromEntries(FEDERATED_APPS.map((app) => [app, join(outDir, app)]))
  );

/** Returns the output folder of each app. */
export function buildFederated(/** @type {string} */ outDir) {
  for (const app of FEDERATED_APPS) viteBuild(join(ROOT, app), join(outDir, app));
  return outputDirs(outDir);
}

export function buildSingleBundle(/** @type {string} */ outDir) {
  viteBuild(ROOT, outDir, ['--config', join(BENCH_DIR, 'single-bundle', 'vite.config.ts')]);
  return outDir;
}

/**
 * The apps' own builds (`<app>/dist`, as `npm run build` or the end-to-end tests left them), copied
 * so that the bench's remotes.json never lands in them. Returns the output folder of each app.
 */
export function copyFederatedBuilds(/** @type {string} */ outDir) {
  for (const app of FEDERATED_APPS) {
    const built = join(ROOT, app, 'dist');
    if (!existsSync(join(built, 'index.html')) && !existsSync(join(built, 'remoteEntry.js')))
      throw new Error(
        `${app}/dist is missing: build it first (npm run build) or drop --reuse-builds`,
      );
    cpSync(built, join(outDir, app), { recursive: true });
  }
  return outputDirs(outDir);
}
