/* global document, window */
// Memory at 100,000 records: /startups on a desktop screen scrolled end to end the way a person
// does, the page's JS heap and DOM read at each of MEMORY_CHECKPOINTS (what is read, and the
// targets: docs/performance.md, "Memory at 100,000 records").
import { PRESETS } from '../lib/browser.mjs';
import { recordedRound } from '../lib/round.mjs';

/** Where the figures are read: records loaded into the list. */
export const MEMORY_CHECKPOINTS = [1_000, 10_000, 100_000];

const MB = 1024 * 1024;

/**
 * What the page holds now: its JS heap after a full garbage collection, its elements and the DOM
 * nodes the renderer counts (text nodes and detached ones too).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 */
async function readMemory(page, cdp) {
  // Before a collection too: what the tab holds between the engine's own collections.
  const { usedSize: beforeGc } = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return {
    heap_mb: usedSize / MB,
    heap_mb_before_gc: beforeGc / MB,
    dom_elements: elements,
    dom_nodes: nodes,
  };
}

/** Records the table says it holds (its aria-rowcount counts the header row too). */
const loadedRecords = (/** @type {import('playwright-core').Page} */ page) =>
  page.evaluate(
    () => Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount')) - 1,
  );

/**
 * @param {{ browser: import('playwright-core').Browser, url: string, total: number,
 *   log: (line: string) => void }} options `total`: the startups in the database at `url`
 */
export function runMemorySuite({ browser, url, total, log }) {
  const checkpoints = [...MEMORY_CHECKPOINTS.filter((n) => n < total), total];
  return recordedRound(
    browser,
    PRESETS.desktop,
    `memory, desktop: scrolling ${total} startups`,
    async ({ page, cdp }) => {
      await cdp.send('HeapProfiler.enable');
      const started = Date.now();
      await page.goto(`${url}/startups`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForSelector('tbody tr > td + td', { timeout: 120_000 });
      /** @type {Record<string, Awaited<ReturnType<typeof readMemory>> & { loaded: number }>} */
      const at = {};
      let loaded = 0;
      for (const checkpoint of checkpoints) {
        while (loaded < checkpoint) {
          // The list's own box when it scrolls (the long table), else the page.
          await page.evaluate(() => {
            const box = document.querySelector('.table-wrap--scroll');
            if (box) box.scrollTop = box.scrollHeight;
            else window.scrollTo(0, document.documentElement.scrollHeight);
          });
          await page.waitForFunction(
            (previous) =>
              Number(
                document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount'),
              ) >
              previous + 1,
            loaded,
            { timeout: 60_000, polling: 50 },
          );
          loaded = await loadedRecords(page);
        }
        const figures = { ...(await readMemory(page, cdp)), loaded };
        at[String(checkpoint)] = figures;
        log(
          `    ${loaded} records loaded (${Math.round((Date.now() - started) / 1000)} s): JS heap ` +
            `${figures.heap_mb.toFixed(1)} MB (${figures.heap_mb_before_gc.toFixed(1)} MB before a ` +
            `collection), ${figures.dom_elements} elements, ${figures.dom_nodes} DOM nodes`,
        );
      }
      const end = at[String(total)];
      return {
        total,
        heap_mb_end: end?.heap_mb ?? NaN,
        dom_elements_end: end?.dom_elements ?? NaN,
        seconds: Math.round((Date.now() - started) / 1000),
        at,
      };
    },
    { throttle: false },
  );
}
