// Chromium through playwright-core (the system's browser: CHROMIUM_PATH or /usr/bin/chromium), and
// Lighthouse's mobile preset applied through the DevTools protocol.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS as ARGS, findChromium } from '../../scripts/lib/chromium.mjs';

/** The browser; the caller closes it (the bench's clean-up closes it too). */
export async function launchBrowser() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  return chromium.launch({ executablePath, args: ARGS });
}

/**
 * @typedef {object} Preset How a page is opened: the browser context's screen, the network
 * conditions (DevTools' Network.emulateNetworkConditions) and the CPU slowdown.
 * @property {import('playwright-core').BrowserContextOptions} context
 * @property {{ offline: boolean, latency: number, downloadThroughput: number, uploadThroughput: number }} network
 * @property {number} cpuSlowdown
 */

/**
 * The presets every browser suite runs on, by the name its results carry.
 * @satisfies {Record<string, Preset>}
 */
export const PRESETS = {
  // Lighthouse's default mobile preset (moto g power 2022 screen, "slow 4G" and 4× CPU slowdown),
  // applied the way DevTools throttling does: 150 ms round trip, 1.6 Mbps down, 750 kbps up.
  phone: {
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
    },
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
  },
  // Lighthouse's desktop preset: a 1350×940 screen, 40 ms round trip, 10 Mbps both ways, no CPU
  // slowdown. The startups screen shows a list below 960 px and a table from there, so the two
  // presets see both layouts.
  desktop: {
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    network: {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (10 * 1024 * 1024) / 8,
    },
    cpuSlowdown: 1,
  },
};

/**
 * A fresh context and page (empty cache, no cookies) with the screen of `preset`; its network and
 * CPU throttled like Lighthouse's run of it unless `throttle` is false.
 * @param {import('playwright-core').Browser} browser
 * @param {Preset} preset
 * @param {boolean} throttle
 */
export async function openPage(browser, preset, throttle) {
  const context = await browser.newContext(preset.context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Page.enable');
    await cdp.send('Network.emulateNetworkConditions', preset.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: preset.cpuSlowdown });
  }
  return { context, page, cdp };
}

/**
 * Records every request of a page through CDP: URL, method, MIME type, bytes on the wire
 * (encodedDataLength: the body as sent, compressed or not, plus headers), status or error, and
 * when it started and finished (`at`, `finished`: ms since `since`).
 * @typedef {{ id: string, url: string, method: string, at: number, startedAt: number,
 *   mime: string, wire: number, status?: number, finished?: number, failed?: string }} RecordedRequest
 * @param {import('playwright-core').CDPSession} cdp
 * @param {number} since
 */
export function recordRequests(cdp, since) {
  /** @type {Map<string, RecordedRequest>} */
  const requests = new Map();
  /** @type {number | null} */
  let loadEventAt = null;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    if (request.url.startsWith('data:')) return;
    requests.set(requestId, {
      id: requestId,
      url: request.url,
      method: request.method,
      at: Date.now() - since,
      startedAt: timestamp,
      mime: '',
      wire: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.mime = response.mimeType;
    entry.status = response.status;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.wire = encodedDataLength;
    entry.finished = Date.now() - since;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    const entry = requests.get(requestId);
    if (entry) entry.failed = canceled ? `canceled (${errorText})` : errorText;
  });
  cdp.on('Page.loadEventFired', ({ timestamp }) => {
    loadEventAt ??= timestamp;
  });
  return { all: () => [...requests.values()], loadEventAt: () => loadEventAt };
}
