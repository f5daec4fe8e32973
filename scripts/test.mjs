// npm test: every check the project has, in order, and one closing line `N passed, N failed`.
// Type-check, lint and format count as one check each; Vitest and Playwright count their tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { binPath, ROOT } from './lib/system.mjs';
import { findChromium } from './lib/chromium.mjs';

const RESULTS = join(ROOT, '.run', 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, bin, args, extraEnv = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return result.status === 0;
}

function check(title, bin, args) {
  if (run(title, bin, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(title);
  }
}

/** Adds a runner's own counts; a runner that failed without reporting counts as one failure. */
function count(title, ok, reportFile, read) {
  const counts = existsSync(reportFile) ? read(JSON.parse(readFileSync(reportFile, 'utf8'))) : null;
  if (!counts) {
    totals.failed += 1;
    failures.push(`${title} (sin informe)`);
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (counts.failed > 0 || !ok) failures.push(title);
  if (!ok && counts.failed === 0) totals.failed += 1;
}

check('Tipos (tsc -b)', binPath('typescript', 'bin/tsc'), ['-b']);
check('Lint (eslint)', binPath('eslint', 'bin/eslint.js'), ['.', '--max-warnings', '0']);
check('Formato (prettier)', binPath('prettier', 'bin/prettier.cjs'), ['--check', '.']);

const vitestReport = join(RESULTS, 'vitest.json');
const vitestOk = run('Unitarias, componentes y API (vitest)', binPath('vitest', 'vitest.mjs'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
count('Vitest', vitestOk, vitestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
}));

const chromium = findChromium();
if (!chromium) {
  const message =
    '\n⚠⚠⚠  No se encontró Chromium: las pruebas de extremo a extremo NO se ejecutaron.\n' +
    '     Instálalo (apt-get install -y chromium) o indica su ruta en CHROMIUM_PATH.\n';
  console.error(message);
  if (process.env.REQUIRE_BROWSER_TESTS === '1') {
    totals.failed += 1;
    failures.push('Extremo a extremo (falta Chromium)');
  }
} else {
  // E2E_TOPOLOGIES=preview,nginx (as in CI) runs the browser suite once per way of serving the same
  // builds: vite preview (npm start) and the production nginx configuration (npm run start:nginx).
  const topologies = (process.env.E2E_TOPOLOGIES ?? 'preview').split(',').map((t) => t.trim());
  topologies.forEach((topology, index) => {
    const title = `Extremo a extremo en Chromium (${topology})`;
    const report = join(RESULTS, `playwright-${topology}.json`);
    const ok = run(
      title,
      binPath('@playwright/test', 'cli.js', join(ROOT, 'e2e')),
      ['test', '--config', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_SERVER: topology,
        // The first run builds everything; the next ones serve the same builds.
        E2E_SKIP_BUILD: index > 0 ? '1' : (process.env.E2E_SKIP_BUILD ?? ''),
      },
    );
    count(title, ok, report, (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      skipped: json.stats.skipped,
    }));
  });
}

if (failures.length) console.log(`\nFallaron: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed > 0 ? 1 : 0;
