// The parts of the browser suite CI runs on its second topology and its second Node: each names
// files that are in the suite, and what they leave out is counted, never lost.
import { describe, expect, it } from 'vitest';
import { E2E_SUBSETS, e2eSubset, listSuite } from './e2e-subsets.mjs';

/** @param {string} file @param {number} tests @param {number} [nested] tests in a describe */
const listedFile = (file, tests, nested = 0) => ({
  file,
  specs: Array.from({ length: tests }, () => ({})),
  suites: nested ? [{ file, specs: Array.from({ length: nested }, () => ({})) }] : [],
});

describe('E2E_SUBSETS', () => {
  it('counts the tests of every file it leaves out, those inside a describe too', () => {
    const listed = {
      suites: [
        listedFile('shell.spec.ts', 2, 3),
        listedFile('api-restart.spec.ts', 1),
        listedFile('forms.spec.ts', 4),
        listedFile('federation.spec.ts', 7),
        listedFile('startups.spec.ts', 1, 5),
        listedFile('live-lists.spec.ts', 3),
      ],
    };
    const smoke = e2eSubset('smoke', listed);
    expect(smoke.omittedFiles).toEqual(['forms.spec.ts', 'shell.spec.ts']);
    expect(smoke.omitted).toBe(9);
  });

  it('refuses an unknown part, and a part naming a file the suite no longer has', () => {
    expect(() => e2eSubset('todo', { suites: [] })).toThrow('«todo» no es una parte de la suite');
    expect(() => e2eSubset('smoke', { suites: [listedFile('federation.spec.ts', 1)] })).toThrow(
      'ya no está en e2e/tests',
    );
  });

  // e2eSubset throws for a named file the listing lacks: each part names only files of e2e/tests.
  it('splits the whole suite as Playwright lists it: run plus left out is all of it', () => {
    const listed = listSuite();
    /** @type {[string, number][]} each suite's file and its own tests */
    const suites = [];
    /** @param {import('./e2e-subsets.mjs').ListedSuite} suite */
    const walk = (suite) => {
      suites.push([suite.file, suite.specs?.length ?? 0]);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of listed.suites) walk(suite);
    const all = suites.reduce((sum, [, tests]) => sum + tests, 0);
    for (const name of Object.keys(E2E_SUBSETS)) {
      const { files, omitted, omittedFiles } = e2eSubset(name, listed);
      const run = suites.reduce(
        (sum, [file, tests]) => sum + (files.includes(file) ? tests : 0),
        0,
      );
      expect(run).toBeGreaterThan(0);
      expect(omitted).toBeGreaterThan(0);
      expect(run + omitted).toBe(all);
      expect(omittedFiles.some((file) => files.includes(file))).toBe(false);
    }
  });
});
