/* global document, window */
// One round of a browser suite, recorded: its console, errors and network log, written to disk with
// a screenshot, the page's HTML and how far its start-up got only when it fails. A Playwright trace
// only when asked for (`--trace`, bench/boot.mjs): it slows a cold load by about a fifth, more than
// the federated build's lead (docs/performance.md, "A page that never came alive").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LIVE_SELECTOR, BOOT_FAILURE_SELECTOR } from '../../scripts/lib/app-live.mjs';
import { openPage, recordRequests } from './browser.mjs';

/**
 * How rounds are recorded, set by bench/run.mjs and bench/boot.mjs: `failuresDir`, where failed
 * rounds are written (`<failuresDir>/failures`); `tracing`, whether they record a trace as well.
 */
export const recording = { failuresDir: '', tracing: false };

/**
 * Every failed round of this run: its name, why, and the folder of its records.
 * @type {{ round: string, reason: string, records: string }[]}
 */
export const failedRounds = [];

export class RoundFailure extends Error {}

/**
 * What a round's body is given: its page, the page's context and DevTools session, and the
 * requests recorded since it opened.
 * @typedef {Awaited<ReturnType<typeof openPage>> & { requests: ReturnType<typeof recordRequests> }} OpenedPage
 */

/**
 * What the page's start-up had reached: the inert scripts started or not, React in charge (the
 * header's menu button enabled), the message of a start-up that failed, the shell's scripts.
 */
function bootState(/** @type {import('playwright-core').Page} */ page) {
  return page.evaluate(([liveSelector, failureSelector]) => {
    const scripts = [...document.querySelectorAll('script[src]')].map(
      (script) => /** @type {HTMLScriptElement} */ (script).src,
    );
    return {
      url: window.location.href,
      readyState: document.readyState,
      visibility: document.visibilityState,
      startupScriptsStarted: scripts.some((src) => src.includes('/assets/')),
      live: document.querySelector(liveSelector) !== null,
      bootFailureShown: document.querySelector(failureSelector) !== null,
      scripts,
      resources: /** @type {PerformanceResourceTiming[]} */ (
        performance.getEntriesByType('resource')
      ).map(
        (entry) =>
          `${entry.name} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms`,
      ),
    };
  }, /** @type {const} */ ([APP_LIVE_SELECTOR, BOOT_FAILURE_SELECTOR]));
}

/**
 * Waits for `selector` on `page`, or for the page to say that it could not start, which fails the
 * round at once instead of at the time-out.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @param {{ state?: 'attached' | 'visible', timeout?: number }} [options]
 */
export async function waitForPage(page, selector, { state = 'visible', timeout = 120_000 } = {}) {
  await page.waitForSelector(`${selector}, ${BOOT_FAILURE_SELECTOR}`, { state, timeout });
  if (await page.$(BOOT_FAILURE_SELECTOR)) {
    throw new Error("the page says it could not start (the shell's start-up failed)");
  }
}

/**
 * Runs `body` on a fresh page throttled like `preset`. On failure, writes its records under the
 * results folder and throws a RoundFailure that names `round`, the reason and the folder.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {import('./browser.mjs').Preset} preset
 * @param {string} round e.g. "nginx, desktop: navigation round 3, federated"
 * @param {(opened: OpenedPage) => Promise<T>} body
 * @param {{ throttle?: boolean }} [options] `throttle: false`: the preset's screen only
 * @returns {Promise<T>}
 */
export async function recordedRound(browser, preset, round, body, { throttle = true } = {}) {
  const opened = await openPage(browser, preset, throttle);
  const { context, page, cdp } = opened;
  const started = Date.now();
  /** @type {string[]} */
  const consoleLines = [];
  const stamp = () => `${String(Date.now() - started).padStart(6)} ms`;
  page.on('console', (message) =>
    consoleLines.push(`${stamp()} ${message.type()}: ${message.text()}`),
  );
  page.on('pageerror', (error) =>
    consoleLines.push(`${stamp()} pageerror: ${error.stack ?? error}`),
  );
  page.on('crash', () => consoleLines.push(`${stamp()} the page crashed`));
  const requests = recordRequests(cdp, started);
  // Snapshots at each action, no screencast.
  if (recording.tracing)
    await context.tracing.start({
      snapshots: true,
      screenshots: false,
      sources: false,
      title: round,
    });
  try {
    const result = await body({ ...opened, requests });
    if (recording.tracing) await context.tracing.stop();
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const slug = round
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    const dir = join(
      recording.failuresDir || '.',
      'failures',
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}`,
    );
    mkdirSync(dir, { recursive: true });
    const state = await bootState(page).catch((cause) => ({ unreadable: String(cause) }));
    await page.screenshot({ path: join(dir, 'screenshot.png') }).catch(() => {});
    const html = await page.content().catch(() => '');
    if (html) writeFileSync(join(dir, 'page.html'), html);
    if (recording.tracing)
      await context.tracing.stop({ path: join(dir, 'trace.zip') }).catch(() => {});
    const network = requests.all();
    const unfinished = network.filter((r) => r.finished === undefined && r.failed === undefined);
    const failed = network.filter((r) => r.failed !== undefined || (r.status ?? 0) >= 400);
    writeFileSync(join(dir, 'console.log'), `${consoleLines.join('\n')}\n`);
    writeFileSync(join(dir, 'network.json'), `${JSON.stringify(network, null, 2)}\n`);
    writeFileSync(
      join(dir, 'round.json'),
      `${JSON.stringify({ round, reason, elapsed_ms: Date.now() - started, page: state }, null, 2)}\n`,
    );
    const why = [
      reason,
      'live' in state
        ? `start-up scripts ${state.startupScriptsStarted ? 'started' : 'never started'}, ` +
          `React ${state.live ? 'in charge' : 'not in charge'}` +
          (state.bootFailureShown ? ', the page shows it could not start' : '')
        : '',
      unfinished.length ? `unfinished requests: ${unfinished.map((r) => r.url).join(', ')}` : '',
      failed.length
        ? `failed requests: ${failed.map((r) => `${r.url} (${r.failed ?? r.status})`).join(', ')}`
        : '',
    ].filter(Boolean);
    failedRounds.push({ round, reason: why.join('; '), records: dir });
    throw new RoundFailure(`${round} failed: ${why.join('; ')}\n  records: ${dir}`, {
      cause: error,
    });
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Runs a round; when it fails, says so with its records and runs it once more, so one slow round
 * does not end a run that measured for minutes, while a failure that repeats does.
 * @template T
 * @param {string} round
 * @param {(round: string) => Promise<T>} run
 * @param {(line: string) => void} log
 * @returns {Promise<T>}
 */
export async function withOneRetry(round, run, log) {
  try {
    return await run(round);
  } catch (error) {
    if (!(error instanceof RoundFailure)) throw error;
    log(`    ✖ ${error.message}\n    running that round once more`);
    return run(`${round} (again)`);
  }
}

/**
 * `warmups` rounds, then `rounds` measured ones, each measuring every one of `items`, in an order
 * reversed every other round so that none always goes first. Resolves to the measured runs by item;
 * `report` is given each with its round's number.
 * @template {string} K
 * @template R
 * @param {readonly K[]} items
 * @param {{ rounds: number, warmups?: number }} counts
 * @param {(round: string, item: K) => Promise<R>} measure `round`: "warm-up 1", "round 2"…
 * @param {(run: R, round: number, item: K) => void} report
 */
export async function alternatingRounds(items, { rounds, warmups = 0 }, measure, report) {
  const runs = /** @type {Record<K, R[]>} */ (
    Object.fromEntries(items.map((item) => [item, /** @type {R[]} */ ([])]))
  );
  for (let i = 0; i < warmups; i += 1) {
    for (const item of items) await measure(`warm-up ${i + 1}`, item);
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const item of round % 2 ? [...items].reverse() : items) {
      const run = await measure(`round ${round + 1}`, item);
      runs[item].push(run);
      report(run, round + 1, item);
    }
  }
  return runs;
}
