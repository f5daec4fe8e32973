import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from '../../scripts/lib/processes.mjs';
import { waitForUrls } from '../../scripts/lib/wait.mjs';

export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = join(BENCH_DIR, '..');
export const RESULTS_DIR = join(BENCH_DIR, 'results');
/** Vite's command-line script, run with this Node for the bench's builds and previews. */
export const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * How the bench starts its processes (scripts/lib/processes.mjs): each in a group of its own, so
 * whatever it starts goes with it; output echoed only with BENCH_VERBOSE (kept for errors always).
 */
export const PROCESS_OPTIONS = { detached: true, echo: Boolean(process.env.BENCH_VERBOSE) };

/** @type {string | undefined} */
let workDir;
/** The run's scratch folder (builds, embedded databases) in the OS temp folder, removed at the end. */
export function scratchDir() {
  if (!workDir) {
    workDir = mkdtempSync(join(tmpdir(), 'sistema-bench-'));
    const dir = workDir;
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  }
  return workDir;
}

/**
 * Resolves to `handle` once every one of `urls` answers; else stops it and throws with its last
 * output lines.
 * @param {import('../../scripts/lib/processes.mjs').ProcessHandle} handle
 * @param {string[]} urls
 */
export async function started(handle, urls, timeoutMs = 60_000) {
  try {
    await waitForUrls(urls, timeoutMs, { died: handle.exited });
  } catch (error) {
    await handle.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${handle.name}: ${message}\n${handle.tail.join('\n')}`, { cause: error });
  }
  return handle;
}

/** The newest modification time of `path` or of any file below it, but builds and dependencies. */
export function newestMtime(/** @type {string} */ path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name !== 'node_modules' && name !== 'dist')
      newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}
