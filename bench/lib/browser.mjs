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

// Lighthouse's default mobile preset (moto g power 2022 screen, "slow 4G" and 4× CPU slowdown),
// applied the way DevTools throttling does: 150 ms round trip, 1.6 Mbps down, 750 kbps up.
export const MOBILE = {
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
};

/** A fresh context and page (empty cache, no cookies) throttled like Lighthouse's mobile run. */
export async function throttledPage(browser) {
  const context = await browser.newContext(MOBILE.context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { context, page, cdp };
}

/**
 * Records every request of a page through CDP: URL, MIME type and bytes on the wire
 * (encodedDataLength: the body as sent, compressed or not, plus headers).
 */
export function recordRequests(cdp) {
  const requests = new Map();
  let loadEventAt = null;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    if (request.url.startsWith('data:')) return;
    requests.set(requestId, { url: request.url, startedAt: timestamp, mime: '', wire: 0 });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.mime = response.mimeType;
    entry.status = response.status;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.wire = encodedDataLength;
  });
  cdp.on('Page.loadEventFired', ({ timestamp }) => {
    loadEventAt ??= timestamp;
  });
  return {
    all: () => [...requests.values()],
    loadEventAt: () => loadEventAt,
  };
}
