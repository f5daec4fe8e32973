/* global document, window, MutationObserver */
// Large lists: the startups screen with 10,000 startups (and 2,000 technologies) in the database
// against 100, in Chromium without throttling, on a desktop or a phone's screen, a fresh context per
// round: render, DOM nodes, and the longest task after a keystroke in the name filter and after
// sorting by name (sort.mjs). What each figure is: docs/performance.md ("List").
import { STARTUP_ON_SCREEN } from '../frontend/cold-load.mjs';
import { PRESETS } from '../lib/browser.mjs';
import { alternatingRounds, recordedRound, withOneRetry } from '../lib/round.mjs';
import { medians, ratio } from '../lib/stats.mjs';
import { sortByName } from './sort.mjs';

const LIST_PATH = '/v1/api/startups/read';

/**
 * What the instrumentation keeps in the page, as `window.__bench`.
 * @typedef {{ start: number, duration: number, name: string }} Timed
 * @typedef {{ longTasks: Timed[], frames: Timed[], events: Timed[], rowsAt: number | null,
 *   paintedAt: number | null, listResponseEnd: () => number }} BenchState
 * @typedef {typeof window & { __bench: BenchState }} BenchWindow
 */

/**
 * Runs before the page's own scripts: observers for long tasks, slow events and the first row.
 * @param {{ dataRow: string, listPath: string }} options
 */
function instrument({ dataRow, listPath }) {
  /** @type {BenchState} */
  const state = {
    longTasks: [],
    frames: [],
    events: [],
    rowsAt: null,
    paintedAt: null,
    listResponseEnd: () =>
      /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .filter((entry) => entry.name.includes(listPath))
        .map((entry) => entry.responseEnd)[0] ?? NaN,
  };
  /** @type {BenchWindow} */ (window).__bench = state;
  /** @type {[string, Timed[], object?][]} */
  const observed = [
    ['longtask', state.longTasks],
    ['long-animation-frame', state.frames],
    ['event', state.events, { durationThreshold: 16 }],
  ];
  for (const [type, into, more] of observed) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        into.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe(/** @type {PerformanceObserverInit} */ ({ type, buffered: true, ...more }));
  }
  const observer = new MutationObserver(() => {
    if (state.rowsAt !== null || !document.querySelector(dataRow)) return;
    state.rowsAt = performance.now();
    observer.disconnect();
    // The frame with the rows: after the next animation frame has been produced.
    window.requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (state.paintedAt = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Opens /startups on `page` (fresh, with only a screen's size: the network and CPU are not
 * throttled, so the figures are the list's own work) and waits for its first rows on screen.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
export async function openList(page, url) {
  await page.addInitScript(instrument, { dataRow: STARTUP_ON_SCREEN, listPath: LIST_PATH });
  await page.goto(`${url}/startups`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    () => /** @type {BenchWindow} */ (window).__bench.paintedAt !== null,
    null,
    { timeout: 120_000 },
  );
  return page.evaluate(() => {
    const state = /** @type {BenchWindow} */ (window).__bench;
    return {
      responseEnd: state.listResponseEnd(),
      paintedAt: state.paintedAt ?? NaN,
      rows: document.querySelectorAll('tbody tr, li.record-item').length,
      domNodes: document.getElementsByTagName('*').length,
    };
  });
}

/**
 * Types one character in the name filter; the longest task until the filtered list is shown.
 * @param {import('playwright-core').Page} page
 * @param {string} character
 */
async function keystroke(page, character) {
  const search = page.getByLabel('Buscar por nombre');
  await search.focus();
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => performance.now());
  const reloaded = page.waitForResponse(
    (response) => response.url().includes(`${LIST_PATH}?name=`),
    { timeout: 60_000 },
  );
  await page.keyboard.type(character);
  await reloaded;
  await page.waitForSelector(STARTUP_ON_SCREEN, { timeout: 60_000 });
  await page.waitForTimeout(1_000);
  return page.evaluate((since) => {
    const state = /** @type {BenchWindow} */ (window).__bench;
    const tasks = state.longTasks.filter((t) => t.start >= since);
    const events = state.events.filter((e) => e.start >= since);
    const frames = state.frames.filter((f) => f.start >= since);
    return {
      maxLongTask: Math.max(0, ...tasks.map((t) => t.duration)),
      maxFrame: Math.max(0, ...frames.map((f) => f.duration)),
      longTasks: tasks.length,
      maxEvent: Math.max(0, ...events.map((e) => e.duration)),
      domNodes: document.getElementsByTagName('*').length,
    };
  }, before);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {import('../lib/browser.mjs').Preset} preset
 * @param {string} round its name in a failure's message and records
 */
function measureOnce(browser, url, preset, round) {
  return recordedRound(
    browser,
    preset,
    round,
    async ({ page }) => {
      const first = await openList(page, url);
      const sortLongTask = await sortByName(page);
      const typed = await keystroke(page, 'a');
      return {
        render_ms: first.paintedAt - first.responseEnd,
        first_rows_ms: first.paintedAt,
        response_end_ms: first.responseEnd,
        rows_in_dom: first.rows,
        dom_nodes: first.domNodes,
        keystroke_max_long_task_ms: typed.maxLongTask,
        keystroke_long_tasks: typed.longTasks,
        keystroke_max_event_ms: typed.maxEvent,
        keystroke_max_animation_frame_ms: typed.maxFrame,
        dom_nodes_after_filter: typed.domNodes,
        sort_max_long_task_ms: sortLongTask,
      };
    },
    { throttle: false },
  );
}

/** @typedef {Awaited<ReturnType<typeof measureOnce>>} ListRun */

/**
 * The median of each figure over the rounds, and the worst keystroke.
 * @param {ListRun[]} runs
 * @returns {ListRun & { worst_keystroke_long_task_ms: number }}
 */
function summariseRuns(runs) {
  return {
    ...medians(runs, /** @type {(keyof ListRun)[]} */ (Object.keys(runs[0] ?? {}))),
    worst_keystroke_long_task_ms: Math.max(...runs.map((r) => r.keystroke_max_long_task_ms)),
  };
}

/**
 * @param {{ browser: import('playwright-core').Browser, urls: { '10k': string, 100: string },
 *   rounds: number, warmups: number, log: (line: string) => void,
 *   preset: keyof typeof PRESETS }} options `preset`: one of bench/lib/browser.mjs's PRESETS
 */
export async function runListSuite({ browser, urls, rounds, warmups, log, preset }) {
  const runs = await alternatingRounds(
    /** @type {const} */ (['10k', '100']),
    { rounds, warmups },
    (round, size) =>
      withOneRetry(
        `list, ${preset}: ${round}, ${size} rows`,
        (label) => measureOnce(browser, urls[size], PRESETS[preset], label),
        log,
      ),
    (run, round, size) =>
      log(
        `    ${preset} round ${round} ${size.padStart(3)} rows: render ${run.render_ms.toFixed(0)} ms ` +
          `(rows on screen ${run.first_rows_ms.toFixed(0)} ms after navigation), ` +
          `${run.dom_nodes} DOM nodes, keystroke: longest task ${run.keystroke_max_long_task_ms.toFixed(0)} ms, ` +
          `sort by name: longest task ${run.sort_max_long_task_ms.toFixed(0)} ms`,
      ),
  );
  const big = summariseRuns(runs['10k']);
  const small = summariseRuns(runs['100']);
  return {
    render_ratio_10k_over_100: ratio(big.render_ms, small.render_ms),
    max_keystroke_long_task_ms: big.keystroke_max_long_task_ms,
    max_sort_long_task_ms: big.sort_max_long_task_ms,
    dom_nodes_10k: big.dom_nodes,
    first_rows_ratio_10k_over_100: ratio(big.first_rows_ms, small.first_rows_ms),
    rounds,
    preset,
    rows_10k: big,
    rows_100: small,
  };
}
