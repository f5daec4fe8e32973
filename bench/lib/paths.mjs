import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from '../../scripts/lib/processes.mjs';

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
