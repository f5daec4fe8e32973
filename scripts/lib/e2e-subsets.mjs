// Parts of the browser suite a way of serving may run alone (E2E_TOPOLOGIES=nginx:local, …,
// scripts/test.mjs): the other tests of the suite are counted as skipped and their files named,
// never dropped silently. CI's reasons for each part are in .ci/run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { binPath, ROOT } from './system.mjs';

/** @type {Readonly<Record<string, { files: string[], why: string }>>} */
export const E2E_SUBSETS = {
  // The machine's nginx (npm run start:nginx) differs from the containers' only in what launches
  // it: the same deploy/nginx templates serve the rest of the suite in `npm run test:compose`.
  // Kept: deploys on this checkout's servers (the launcher re-renders the CSP and reloads nginx),
  // its supervision of the API, and the headers as the launcher renders them.
  local: {
    files: [
      'remote-versions.spec.ts',
      'independent-deploy.spec.ts',
      'api-restart.spec.ts',
      'production-serving.spec.ts',
    ],
    why: 'los recorre npm run test:compose con el nginx de los contenedores y las mismas plantillas',
  },
  // What another Node can change in a browser: the launcher and its supervision, the API's HTTP
  // and live stream, the remotes its builds federate; the rest is the same JavaScript in Chromium.
  smoke: {
    files: ['federation.spec.ts', 'startups.spec.ts', 'live-lists.spec.ts', 'api-restart.spec.ts'],
    why: 'el mismo JavaScript en Chromium; la suite entera corre en la primera pasada',
  },
};

/**
 * @typedef {{ file: string, suites?: ListedSuite[], specs?: unknown[] }} ListedSuite
 * @typedef {{ suites: ListedSuite[] }} ListedReport  `playwright test --list --reporter=json`
 */

/**
 * The whole suite as Playwright lists it, without running anything; throws when it cannot.
 * @param {NodeJS.ProcessEnv} [env]  added to this process's
 * @returns {ListedReport}
 */
export function listSuite(env = {}) {
  const cli = binPath('@playwright/test', 'cli.js', join(ROOT, 'e2e'));
  const listed = spawnSync(
    process.execPath,
    [cli, 'test', '--config', 'e2e/playwright.config.ts', '--list', '--reporter=json'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 1 << 26 },
  );
  if (listed.status !== 0) throw new Error(`Playwright no pudo listar la suite:\n${listed.stderr}`);
  return JSON.parse(listed.stdout);
}

/**
 * A named part of the suite and the tests it leaves out, from the whole suite as Playwright lists
 * it; throws in Spanish when the name is unknown or a file it names is no longer in the suite.
 * @param {string} name
 * @param {ListedReport} listed
 */
export function e2eSubset(name, listed) {
  const subset = Object.hasOwn(E2E_SUBSETS, name) ? E2E_SUBSETS[name] : undefined;
  if (!subset)
    throw new Error(
      `«${name}» no es una parte de la suite (${Object.keys(E2E_SUBSETS).join(', ')})`,
    );
  /** @type {Map<string, number>} tests per file */
  const perFile = new Map();
  /** @param {ListedSuite} suite */
  const walk = (suite) => {
    perFile.set(suite.file, (perFile.get(suite.file) ?? 0) + (suite.specs?.length ?? 0));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of listed.suites) walk(suite);
  const gone = subset.files.filter((file) => !perFile.has(file));
  if (gone.length) throw new Error(`${gone.join(', ')} ya no está en e2e/tests (E2E_SUBSETS)`);
  const omittedFiles = [...perFile.keys()].filter((file) => !subset.files.includes(file)).sort();
  const omitted = omittedFiles.reduce((sum, file) => sum + (perFile.get(file) ?? 0), 0);
  return { ...subset, omitted, omittedFiles };
}
