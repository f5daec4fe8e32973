// Lighthouse 12 inside the bench: the `lighthouse` package's default config —
// the mobile preset with its simulated throttling, as a run by hand gives — against the system's
// Chromium, on /, /startups and /technologies of the federated system behind nginx. Each run gets a
// Chromium of its own (fresh profile, empty cache), started with a DevTools port Lighthouse drives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { PROCESS_OPTIONS } from '../lib/paths.mjs';
import { medians } from '../lib/stats.mjs';

export const PAGES = ['/', '/startups', '/technologies'];
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** The categories' scores, as latest.json names them. */
const SCORES = /** @type {const} */ (['performance', 'accessibility', 'best_practices', 'seo']);

/** @typedef {{ performance: number, accessibility: number, best_practices: number, seo: number,
 *   cls: number, lcp_ms: number, tbt_ms: number, failed_audits: string[],
 *   layout_shifts: string[] }} PageScores */

/**
 * The elements that moved, with their share of the CLS: where to look when CLS is above target.
 * @param {import('lighthouse').Result['audits'][string] | undefined} audit
 */
function layoutShifts(audit) {
  const details =
    /** @type {{ items?: { node?: { selector?: string }, score?: number }[] } | undefined} */ (
      audit?.details
    );
  return (details?.items ?? []).map(
    (item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`,
  );
}

/**
 * One Lighthouse run of `url` in a Chromium of its own listening on `port`.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<PageScores>}
 */
async function lighthouseRun(url, port) {
  const executable = findChromium();
  if (!executable) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const profile = mkdtempSync(join(tmpdir(), 'sistema-lighthouse-'));
  const chromium = startProcess(
    `chromium-lighthouse-${port}`,
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    PROCESS_OPTIONS,
  );
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, { died: chromium.exited });
    const result = await lighthouse(url, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? NaN) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcp_ms: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt_ms: audits['total-blocking-time']?.numericValue ?? NaN,
      layout_shifts: layoutShifts(audits['layout-shifts']),
      // What to fix: every scored audit below 90, by id.
      failed_audits: Object.values(audits)
        .filter(
          (a) =>
            typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
        )
        .map((a) => a.id),
    };
  } finally {
    await chromium.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on each page of `origin`, `runs` times (the median per figure; the failed audits of
 * every run), then the worst page's figures as the headline.
 * @param {{ origin: string, runs: number, port: number, pages: string[],
 *   log: (line: string) => void }} options
 */
export async function runLighthouseSuite({ origin, runs, port, pages, log }) {
  /** @type {Record<string, PageScores & { runs: number }>} */
  const byPage = {};
  for (const path of pages) {
    /** @type {PageScores[]} */
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await lighthouseRun(`${origin}${path}`, port);
      results.push(run);
      log(
        `    ${path.padEnd(13)} performance ${run.performance}  accessibility ${run.accessibility}  ` +
          `best practices ${run.best_practices}  SEO ${run.seo}  CLS ${run.cls.toFixed(3)}  ` +
          `LCP ${run.lcp_ms.toFixed(0)} ms${run.failed_audits.length ? `  (${run.failed_audits.join(', ')})` : ''}`,
      );
    }
    byPage[path] = {
      ...medians(results, [...SCORES, 'cls', 'lcp_ms', 'tbt_ms']),
      failed_audits: [...new Set(results.flatMap((r) => r.failed_audits))],
      layout_shifts: [...new Set(results.flatMap((r) => r.layout_shifts))],
      runs,
    };
  }
  const all = Object.values(byPage);
  return {
    ...Object.fromEntries(SCORES.map((key) => [`min_${key}`, Math.min(...all.map((p) => p[key]))])),
    max_cls: Math.max(...all.map((p) => p.cls)),
    preset: 'Lighthouse 12 default (mobile, simulated throttling)',
    by_page: byPage,
  };
}
