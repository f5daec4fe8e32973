// A smoke run of every bench suite, for npm test: `run.mjs --smoke` (one round, small data) into a
// scratch folder, then a check that it finished and wrote a result for each suite. It asserts that
// the bench still runs, never a timing: a bench that breaks (a selector the screens no longer
// have, a changed API) fails here instead of on the day someone measures.
// The apps' dist/ folders are served (copied) when they are newer than their sources, as after the
// end-to-end tests; otherwise the bench builds them itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEDERATED_APPS } from './frontend/build.mjs';
import { BENCH_DIR, newestMtime, ROOT } from './lib/paths.mjs';

const SUITES = ['frontend', 'lighthouse', 'list', 'memory', 'api', 'streams'];

/** Every app's dist/ is newer than its own sources and the shared package's. */
function buildsAreCurrent() {
  const shared = newestMtime(join(ROOT, 'shared'));
  return FEDERATED_APPS.every((app) => {
    const dist = join(ROOT, app, 'dist');
    if (!existsSync(dist)) return false;
    const built = statSync(dist).mtimeMs;
    return built >= shared && built >= newestMtime(join(ROOT, app));
  });
}

/**
 * Runs the smoke; returns the problems found (none: it passed).
 * @returns {string[]}
 */
function smoke() {
  const out = mkdtempSync(join(tmpdir(), 'sistema-bench-smoke-'));
  try {
    const reuse = buildsAreCurrent();
    const args = ['--smoke', `--results-dir=${out}`, ...(reuse ? ['--reuse-builds'] : [])];
    console.log(`bench smoke: run.mjs ${args.join(' ')}`);
    const run = spawnSync(process.execPath, [join(BENCH_DIR, 'run.mjs'), ...args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (run.status !== 0) return [`run.mjs --smoke exited with ${run.status ?? run.signal}`];
    const file = join(out, 'latest.json');
    if (!existsSync(file)) return ['no latest.json written'];
    const results = JSON.parse(readFileSync(file, 'utf8'));
    const problems = [];
    if (results.meta?.mode !== 'smoke') problems.push(`mode ${results.meta?.mode}, not smoke`);
    for (const suite of SUITES) {
      if (!results.meta?.suites_measured_now?.includes(suite) || !results[suite])
        problems.push(`suite ${suite} wrote no result`);
    }
    // Each browser suite ran on both presets and saw startups on screen in each.
    for (const [preset, frontend] of [
      ['phone', results.frontend],
      ['desktop', results.frontend?.desktop],
    ]) {
      if (!(frontend?.by_server?.preview?.federated?.ready_ms > 0))
        problems.push(`frontend (${preset}): no startups on screen`);
    }
    for (const preset of [results.list, results.list?.phone]) {
      if (!(preset?.rows_100?.rows_in_dom > 0))
        problems.push(`list (${preset?.preset ?? 'phone'}): no startups on screen`);
    }
    if (!(results.lighthouse?.min_performance > 0)) problems.push('lighthouse: no score recorded');
    if (!(results.memory?.heap_mb_end > 0) || !(results.memory?.dom_elements_end > 0))
      problems.push('memory: no heap or DOM read at the end of the list');
    if (!(results.api?.cells?.create?.pglite?.rps > 0)) problems.push('api: no creates measured');
    // Every create answered 2xx: a request the client got wrong would be counted as 400s.
    for (const [target, cell] of Object.entries(results.api?.cells?.create ?? {})) {
      if (cell.non2xx > 0 || cell.errors > 0)
        problems.push(
          `api: ${target}'s creates had ${cell.non2xx} non-2xx and ${cell.errors} errors`,
        );
    }
    // CI installs wrk (.ci/run): there the creates must have gone through it, not the fallback.
    if (process.env.CI && !String(results.api?.create_client).startsWith('wrk'))
      problems.push(`api: creates sent by ${results.api?.create_client}, not wrk`);
    if (!existsSync(join(out, 'chart.svg'))) problems.push('no chart.svg written');
    return problems;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const problems = smoke();
if (problems.length) {
  console.error(`\n✖ bench smoke: ${problems.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\n✔ bench smoke: every suite ran on phone and desktop and wrote its results');
}
