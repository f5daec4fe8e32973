// npm test: every check the project has, in order, and one closing line `N passed, N failed`.
// Type-check, lint and format count as one check each; Vitest and Playwright count their tests.
// Environment: E2E_TOPOLOGIES=preview,nginx (the browser suite once per way of serving; a way may
// run a named part of it, `nginx:local`, `preview:smoke`: scripts/lib/e2e-subsets.mjs),
// E2E_SKIP_BUILD=1 (reuse the current builds), TEST_SKIP=lint,format,generator (below).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { binPath, buildAll, ROOT } from './lib/system.mjs';
import { findChromium } from './lib/chromium.mjs';
import { e2eSubset, listSuite } from './lib/e2e-subsets.mjs';
import { TYPECHECK_ARGS, writeExposedPages, writeOpenapiTypes } from './typecheck.mjs';
import rootVitestConfig from '../vitest.config.mjs';

const RESULTS = join(ROOT, '.run', 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failures = [];
// Repeated at the very end, as CI keeps only the log's tail: the tests that failed, each with the
// first lines of why (a failure that does not come back locally is read there), and those that
// passed only on CI's retry, so flakiness is seen, not hidden.
/** @type {string[]} */
const failedTests = [];
/** @type {string[]} */
const flakyTests = [];
const WHY_LINES = 8;
const WHY_LINE_CHARS = 200;
/**
 * `name` and the first lines of its failure messages (one per attempt), indented under it.
 * @param {string} name
 * @param {(string | undefined)[]} messages
 */
const failedTest = (name, messages) =>
  [
    name,
    ...messages.flatMap((message) =>
      stripVTControlCharacters(message ?? '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(0, WHY_LINES)
        .map((line) => `      ${line.slice(0, WHY_LINE_CHARS)}`),
    ),
  ].join('\n');

/**
 * Runs a tool (a bin script, with this Node); `ok` when it passed. Its output is shown as it comes,
 * or, when `held`, kept for the caller to show (`show`) once the live one is done, so two runs'
 * lines never interleave.
 * @param {string} title
 * @param {string} bin
 * @param {string[]} args
 * @param {{ held?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ ok: boolean, show: () => void }>}
 */
function run(title, bin, args, { held = false, env = {} } = {}) {
  const started = Date.now();
  if (!held) console.log(`\n━━ ${title} ━━`);
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: ROOT,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    /** @param {boolean} ok */
    const end = (ok) => {
      // CI time per stage: what each check costs, beside its own output.
      const timing = `⏱ ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (!held) console.log(timing);
      resolve({
        ok,
        show: () => {
          if (!held) return;
          console.log(`\n━━ ${title} ━━`);
          process.stdout.write(Buffer.concat(output));
          console.log(timing);
        },
      });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.once('close', (code) => end(code === 0));
  });
}

/**
 * Counts one failure, named in the closing summary.
 * @param {string} title
 */
function fail(title) {
  totals.failed += 1;
  failures.push(title);
}

/**
 * A check that counts as one, passed or failed.
 * @param {string} title
 * @param {string} bin
 * @param {string[]} [args]
 */
async function check(title, bin, args = []) {
  if ((await run(title, bin, args)).ok) totals.passed += 1;
  else fail(title);
}

/**
 * Adds a runner's own counts; a runner that failed without reporting counts as one failure.
 * @template Report
 * @param {string} title
 * @param {boolean} ok
 * @param {string} reportFile  the runner's JSON report
 * @param {(report: Report) => { passed: number, failed: number, skipped: number }} read
 */
function count(title, ok, reportFile, read) {
  const counts = existsSync(reportFile)
    ? read(/** @type {Report} */ (JSON.parse(readFileSync(reportFile, 'utf8'))))
    : null;
  if (!counts) return fail(`${title} (sin informe)`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (counts.failed > 0 || !ok) failures.push(title);
  if (!ok && counts.failed === 0) totals.failed += 1;
}

// TEST_SKIP names checks whose verdict cannot depend on the Node that runs them, for CI's second
// pass (.ci/run); only these, so no test is skipped by mistake, and each is counted as skipped.
const SKIPPABLE = ['lint', 'format', 'generator'];
const skip = (process.env.TEST_SKIP ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = skip.filter((name) => !SKIPPABLE.includes(name));
if (unknown.length) {
  console.error(
    `TEST_SKIP: ${unknown.join(', ')} no se puede omitir (solo ${SKIPPABLE.join(', ')})`,
  );
  process.exit(2);
}
/**
 * A static check, unless TEST_SKIP names it.
 * @param {string} name
 * @param {string} title
 * @param {string} bin
 * @param {string[]} args
 */
async function staticCheck(name, title, bin, args) {
  if (!skip.includes(name)) return check(title, bin, args);
  console.log(`\n━━ ${title}: omitido (TEST_SKIP=${skip.join(',')}) ━━`);
  totals.skipped += 1;
}

writeExposedPages();
writeOpenapiTypes();
await check('Tipos (tsc -b)', binPath('typescript', 'bin/tsc'), TYPECHECK_ARGS);
const eslint = binPath('eslint', 'bin/eslint.js');
await staticCheck('lint', 'Lint (eslint)', eslint, ['.', '--max-warnings', '0']);
const prettier = binPath('prettier', 'bin/prettier.cjs');
await staticCheck('format', 'Formato (prettier)', prettier, ['--check', '.']);

// Vitest as two runs side by side: on CI's 2 cores one run keeps one worker, its projects one after
// another. api and scripts run their files one at a time by design (one database, whole systems);
// the apps' jsdom tests run beside them, their output shown once they end.
const SERIAL_PROJECTS = ['api', 'scripts'];
const configured = rootVitestConfig.test?.projects ?? [];
const allProjects = configured.filter((project) => typeof project === 'string');
if (allProjects.length !== configured.length)
  throw new Error('vitest.config.mjs: cada proyecto se nombra por su carpeta (scripts/test.mjs)');
const vitestRuns = [
  { name: 'api', projects: SERIAL_PROJECTS },
  { name: 'apps', projects: allProjects.filter((project) => !SERIAL_PROJECTS.includes(project)) },
].map(({ name, projects }) => {
  const report = join(RESULTS, `vitest-${name}.json`);
  const title = `Unitarias, componentes y API (vitest: ${projects.join(', ')})`;
  const args = [
    'run',
    ...projects.map((project) => `--project=${project}`),
    // As Playwright does (e2e/playwright.config.ts): in CI a test gets one retry, and is named below.
    ...(process.env.CI ? ['--retry=1'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  return {
    title,
    report,
    done: run(title, binPath('vitest', 'vitest.mjs'), args, { held: name !== 'api' }),
  };
});
/**
 * The fields of Vitest's JSON report that are read.
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number,
 *   testResults: { name: string, message?: string,
 *     assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 */
for (const { title, report, done } of vitestRuns) {
  const { ok, show } = await done;
  show();
  count(title, ok, report, (/** @type {VitestReport} */ json) => {
    for (const file of json.testResults) {
      const where = file.name.replace(`${ROOT}/`, '');
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed)
        failedTests.push(
          failedTest(`vitest ${where} › ${test.fullName}`, test.failureMessages ?? []),
        );
      for (const test of file.assertionResults)
        if (test.status === 'passed' && test.failureMessages?.length)
          flakyTests.push(`vitest ${where} › ${test.fullName}`);
      // A file that failed to load has no failed test of its own, only a message.
      if (!failed.length && file.message)
        failedTests.push(`vitest ${where}: ${file.message.split('\n')[0]}`);
    }
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  });
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    '\n⚠⚠⚠  No se encontró Chromium: las pruebas de extremo a extremo NO se ejecutaron.\n' +
      '     Instálalo (apt-get install -y chromium) o indica su ruta en CHROMIUM_PATH.\n',
  );
  if (process.env.REQUIRE_BROWSER_TESTS === '1') fail('Extremo a extremo (falta Chromium)');
} else {
  // E2E_TOPOLOGIES=preview,nginx runs the browser suite once per way of serving the same builds:
  // vite preview (npm start) and the production nginx configuration (npm run start:nginx).
  const topologies = (process.env.E2E_TOPOLOGIES ?? 'preview').split(',').map((t) => t.trim());
  const playwright = binPath('@playwright/test', 'cli.js', join(ROOT, 'e2e'));
  for (const [index, entry] of topologies.entries()) {
    const [topology = '', subsetName] = entry.split(':');
    const env = {
      E2E_SERVER: topology,
      // The first run builds everything; the next ones serve the same builds.
      E2E_SKIP_BUILD: index > 0 ? '1' : (process.env.E2E_SKIP_BUILD ?? ''),
    };
    // A named part (scripts/lib/e2e-subsets.mjs) with the tests it leaves out, listed by Playwright
    // without running anything; an unknown name, an unlistable suite or a gone file is a failure.
    let subset = null;
    try {
      if (subsetName !== undefined) subset = e2eSubset(subsetName, listSuite(env));
    } catch (error) {
      console.error(
        `\n✖ E2E_TOPOLOGIES=${entry}: ${error instanceof Error ? error.message : error}`,
      );
      fail(`Extremo a extremo (${entry})`);
      continue;
    }
    const title = `Extremo a extremo en Chromium (${subset ? entry : topology})`;
    const report = join(RESULTS, `playwright-${topology}.json`);
    if (subset) {
      console.log(`\n━━ ${title}: se omiten ${subset.omitted} pruebas (${subset.why}) ━━`);
      console.log(`  omitidos: ${subset.omittedFiles.join(', ')}`);
      totals.skipped += subset.omitted;
    }
    const files = (subset?.files ?? []).map((file) => `/${file}`);
    const args = ['test', '--config', 'e2e/playwright.config.ts', ...files];
    const { ok } = await run(title, playwright, args, {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    /**
     * @typedef {{ title: string, file?: string, suites?: PlaywrightSuite[],
     *   specs?: { title: string, tests: { status: string, results?: { error?: { message?: string } }[] }[] }[] }} PlaywrightSuite
     * @typedef {{ stats: { expected: number, flaky: number, unexpected: number, skipped: number },
     *   suites: PlaywrightSuite[] }} PlaywrightReport
     */
    count(title, ok, report, (/** @type {PlaywrightReport} */ json) => {
      /** @param {PlaywrightSuite} suite @param {string} path */
      const walk = (suite, path) => {
        const here = path ? `${path} › ${suite.title}` : suite.title;
        for (const spec of suite.specs ?? [])
          if (spec.tests.some((test) => test.status === 'unexpected'))
            failedTests.push(
              failedTest(
                `${topology} ${here} › ${spec.title}`,
                spec.tests.flatMap((test) => (test.results ?? []).map((r) => r.error?.message)),
              ),
            );
          else if (spec.tests.some((test) => test.status === 'flaky'))
            flakyTests.push(`${topology} ${here} › ${spec.title}`);
        for (const child of suite.suites ?? []) walk(child, here);
      };
      for (const suite of json.suites) walk(suite, '');
      return {
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
        skipped: json.stats.skipped,
      };
    });
  }
}

// `npm run new-resource` in a temporary copy: a generated section type-checks, builds and works in
// Chromium (scripts/new-resource/smoke.mjs). CI's second pass skips it: it generates the same files.
const generator = join(ROOT, 'scripts', 'new-resource', 'smoke.mjs');
if (chromium && !skip.includes('generator'))
  await check('Generador de secciones (npm run new-resource)', generator);
else if (chromium) {
  console.log(`\n━━ Generador de secciones: omitido (TEST_SKIP=${skip.join(',')}) ━━`);
  totals.skipped += 1;
}

// Size budgets (docs/deployment.md), on the builds the end-to-end run just made; without a browser
// nothing built them, so the apps are built here (not the API: it has no budget).
if (!chromium && process.env.E2E_SKIP_BUILD !== '1') {
  try {
    buildAll({ api: false });
  } catch {
    // The size check below then fails naming the app whose build is missing.
  }
}
await check('Tamaño de la primera carga (size-limit)', join(ROOT, 'scripts', 'size', 'check.mjs'));

// After the browser tests, whose builds it reuses: one round of every bench suite on small data,
// so a bench that no longer runs fails here (bench/smoke.mjs; no timing is asserted).
if (chromium)
  await check('Bench, una ronda de cada suite (humo)', join(ROOT, 'bench', 'smoke.mjs'));
else console.error('⚠ Sin Chromium tampoco se ejecutó el humo del bench.');

if (failures.length) console.log(`\nFallaron: ${failures.join(', ')}`);
for (const name of flakyTests) console.log(`  ⚠ pasó al reintentar: ${name}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed > 0 ? 1 : 0;
