/* global document, window */
// One cold load of a page under one of Lighthouse's presets (phone or desktop), in a fresh browser
// context: FCP, LCP, JavaScript bytes (gzip) and the number of requests, up to the moment the page
// is complete (a startup is on screen and the network has been quiet for a while).
import { gzipSync } from 'node:zlib';
import { recordedRound, waitForPage } from '../lib/round.mjs';

/**
 * A startup on screen, in either layout: a data cell of the table (desktop; not the one cell of a
 * loading or empty row) or an item of the phone's list.
 */
export const STARTUP_ON_SCREEN = 'tbody tr > td + td, li.record-item';

/** @type {Map<string, Promise<number>>} */
const gzipSizes = new Map();
/**
 * The gzip size (level 6, as deploy/nginx sends) of what `urls` serve, whatever the server sent
 * over the wire: `vite preview` does not compress, nginx does. Built files never change during a
 * run, so each is measured once.
 */
async function gzipBytes(/** @type {string[]} */ urls) {
  for (const url of urls) {
    if (gzipSizes.has(url)) continue;
    const size = fetch(url)
      .then((response) => response.arrayBuffer())
      .then((body) => gzipSync(Buffer.from(body), { level: 6 }).length);
    gzipSizes.set(url, size);
  }
  const sizes = await Promise.all(urls.map((url) => gzipSizes.get(url) ?? 0));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const QUIET_MS = 1_000;

/**
 * Resolves when no request has been in flight for QUIET_MS.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 */
async function networkQuiet(page, cdp) {
  /** @type {Set<string>} */
  const inFlight = new Set();
  let lastChange = Date.now();
  /** @type {(starts: boolean) => (event: { requestId: string }) => void} */
  const track = (starts) => (event) => {
    if (starts) inFlight.add(event.requestId);
    else inFlight.delete(event.requestId);
    lastChange = Date.now();
  };
  const listeners = /** @type {const} */ ([
    ['Network.requestWillBeSent', track(true)],
    ['Network.loadingFinished', track(false)],
    ['Network.loadingFailed', track(false)],
  ]);
  for (const [event, listener] of listeners) cdp.on(event, listener);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  for (const [event, listener] of listeners) cdp.off(event, listener);
}

/** Paint timings as the page saw them (the LCP observer is buffered, so it sees the past). */
function readPaintTimings(/** @type {import('playwright-core').Page} */ page) {
  return page.evaluate(async () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    let lcp = NaN;
    let element = '';
    const observer = new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) {
        lcp = last.startTime;
        const node = /** @type {LargestContentfulPaint} */ (last).element;
        element = node
          ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`
          : '';
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // Buffered entries arrive in a task of their own.
    await new Promise((resolve) => window.setTimeout(resolve, 50));
    observer.disconnect();
    return { fcp, lcp, lcpElement: element };
  });
}

/**
 * Loads `url` cold under `preset` and waits for a startup on screen.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ preset: import('../lib/browser.mjs').Preset, round: string, otherOrigins: string[] }}
 *   options `round`: its name in a failure's message and records; `otherOrigins`: the origins of
 *   the other sections' remotes
 */
export function coldLoad(browser, url, { preset, round, otherOrigins }) {
  return recordedRound(browser, preset, round, async ({ page, cdp, requests }) => {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await waitForPage(page, STARTUP_ON_SCREEN);
    const readyMs = Date.now() - started;
    await networkQuiet(page, cdp);
    const paint = await readPaintTimings(page);
    const all = requests.all();
    // The page's own scripts; those of `otherOrigins` (the remotes of the other sections, which the
    // federated shell warms up once idle) are counted beside them.
    const other = (/** @type {{ url: string }} */ r) =>
      otherOrigins.some((origin) => r.url.startsWith(`${origin}/`));
    const scripts = all.filter((r) => /javascript/.test(r.mime) && !other(r));
    const later = all.filter((r) => /javascript/.test(r.mime) && other(r));
    return {
      fcp_ms: paint.fcp,
      lcp_ms: paint.lcp,
      lcp_element: paint.lcpElement,
      ready_ms: readyMs,
      requests: all.length,
      js_requests: scripts.length,
      js_gzip_bytes: await gzipBytes(scripts.map((r) => r.url)),
      js_gzip_bytes_other_sections: await gzipBytes(later.map((r) => r.url)),
      js_wire_bytes: scripts.reduce((sum, r) => sum + r.wire, 0),
      all_wire_bytes: all.reduce((sum, r) => sum + r.wire, 0),
      urls: all.map((r) => r.url),
    };
  });
}

/**
 * The home page: how many requests reach a remote's origin before the load event (none may), and
 * how much the idle-time warm-up fetches from the remotes after it (gzip, as deploy/nginx sends;
 * the shell's budget for it is each remote's entry and page chunks, scripts/size/budgets.json, and
 * each remote's manifest), once the page has been left alone as long as a person reads it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string[]} remoteOrigins
 * @param {import('../lib/browser.mjs').Preset} preset
 * @param {string} round its name in a failure's message and records
 * @param {number} readingMs how long the page is left alone after the load event
 */
export function homeRemoteRequests(browser, url, remoteOrigins, preset, round, readingMs) {
  return recordedRound(browser, preset, round, async ({ page, cdp, requests }) => {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('h1', { timeout: 60_000 });
    await page.waitForTimeout(readingMs);
    await networkQuiet(page, cdp);
    const loadAt = requests.loadEventAt() ?? Infinity;
    const remote = requests.all().filter((r) => remoteOrigins.some((o) => r.url.startsWith(o)));
    const afterLoad = remote.filter((r) => r.startedAt >= loadAt);
    return {
      before_load: remote.length - afterLoad.length,
      until_quiet: remote.length,
      gzip_bytes_after_load: await gzipBytes([...new Set(afterLoad.map((r) => r.url))]),
      title: await page.evaluate(() => document.title),
    };
  });
}
