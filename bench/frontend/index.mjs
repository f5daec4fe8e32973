// Federation overhead: cold loads of /startups, federated build against single bundle, alternating
// within each round (which goes first alternates too), then client-side navigation home → startups
// → technologies the same way, then the home page's remote requests. The headline is time to data
// (the first startup on screen, `ready_ms`); LCP is a secondary figure.
import { median, ratio } from '../lib/stats.mjs';
import { coldLoad, homeRemoteRequests } from './cold-load.mjs';
import { navigateHomeToSections } from './navigation.mjs';

/** @type {('fcp_ms' | 'lcp_ms' | 'ready_ms' | 'requests' | 'js_requests' | 'js_gzip_bytes')[]} */
const FIELDS = ['fcp_ms', 'lcp_ms', 'ready_ms', 'requests', 'js_requests', 'js_gzip_bytes'];

/** @typedef {Awaited<ReturnType<typeof coldLoad>>} ColdLoad */

/** @param {ColdLoad[]} runs */
function summarise(runs) {
  /** @type {Record<string, number>} */
  const medians = Object.fromEntries(FIELDS.map((f) => [f, median(runs.map((r) => r[f]))]));
  return {
    fcp_ms: medians.fcp_ms ?? NaN,
    lcp_ms: medians.lcp_ms ?? NaN,
    ready_ms: medians.ready_ms ?? NaN,
    requests: medians.requests ?? NaN,
    js_requests: medians.js_requests ?? NaN,
    js_gzip_bytes: medians.js_gzip_bytes ?? NaN,
    lcp_elements: [...new Set(runs.map((r) => r.lcp_element))],
  };
}

/**
 * Cold loads under `preset` (bench/lib/browser.mjs's PRESETS: phone or desktop).
 * @param {{ browser: import('playwright-core').Browser, urls: { federated: string, single: string },
 *   remoteOrigins: string[], rounds: number, warmups: number, log: (line: string) => void,
 *   preset: import('../lib/browser.mjs').Preset }} options
 */
export async function runFrontendSuite({
  browser,
  urls,
  remoteOrigins,
  rounds,
  warmups,
  log,
  preset,
}) {
  /** @type {('federated' | 'single')[]} */
  const builds = ['federated', 'single'];
  /** @type {Record<'federated' | 'single', ColdLoad[]>} */
  const runs = { federated: [], single: [] };
  for (let i = 0; i < warmups; i += 1) {
    for (const build of builds) await coldLoad(browser, `${urls[build]}/startups`, { preset });
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      const run = await coldLoad(browser, `${urls[build]}/startups`, { preset });
      runs[build].push(run);
      log(
        `    round ${round + 1} ${build.padEnd(9)} first startup ${run.ready_ms} ms  FCP ${run.fcp_ms.toFixed(0)} ms  LCP ` +
          `${run.lcp_ms.toFixed(0)} ms  JS ${(run.js_gzip_bytes / 1024).toFixed(1)} kB gzip in ` +
          `${run.js_requests} files  ${run.requests} requests`,
      );
    }
  }
  const federated = summarise(runs.federated);
  const single = summarise(runs.single);
  const navigation = await measureNavigation({ browser, urls, rounds, log, preset });

  const home = [];
  for (let round = 0; round < Math.max(1, Math.ceil(rounds / 2)); round += 1) {
    home.push(await homeRemoteRequests(browser, `${urls.federated}/`, remoteOrigins, preset));
  }
  const lastUrls = runs.federated.at(-1)?.urls ?? [];

  return {
    // Until the first startup is on screen: the remote's code, then the API's answer.
    time_to_data_ratio: ratio(federated.ready_ms, single.ready_ms),
    navigation_to_startups_ratio: ratio(
      navigation.federated.to_startups_ms,
      navigation.single.to_startups_ms,
    ),
    navigation_to_technologies_ratio: ratio(
      navigation.federated.to_technologies_ms,
      navigation.single.to_technologies_ms,
    ),
    lcp_ratio: ratio(federated.lcp_ms, single.lcp_ms),
    fcp_ratio: ratio(federated.fcp_ms, single.fcp_ms),
    js_gzip_ratio: ratio(federated.js_gzip_bytes, single.js_gzip_bytes),
    request_ratio: ratio(federated.requests, single.requests),
    home_remote_requests_before_load: Math.max(...home.map((h) => h.before_load)),
    home_remote_requests_until_quiet: Math.max(...home.map((h) => h.until_quiet)),
    rounds,
    federated,
    single,
    navigation,
    federated_requests: lastUrls.map((url) => {
      const { port, pathname } = new URL(url);
      return `${port}${pathname}`;
    }),
  };
}

/**
 * Client-side navigation, alternating builds like the cold loads: medians of each step.
 * @param {{ browser: import('playwright-core').Browser, urls: { federated: string, single: string },
 *   rounds: number, log: (line: string) => void, preset: import('../lib/browser.mjs').Preset }} options
 */
async function measureNavigation({ browser, urls, rounds, log, preset }) {
  /** @type {('federated' | 'single')[]} */
  const builds = ['federated', 'single'];
  /** @type {Record<'federated' | 'single', Awaited<ReturnType<typeof navigateHomeToSections>>[]>} */
  const runs = { federated: [], single: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const run = await navigateHomeToSections(browser, urls[build], preset);
      runs[build].push(run);
      log(
        `    navigation ${round + 1} ${build.padEnd(9)} home ${run.home_ms} ms  → startups ` +
          `${run.to_startups_ms} ms  → technologies ${run.to_technologies_ms} ms`,
      );
    }
  }
  const summary = (/** @type {'federated' | 'single'} */ build) => ({
    home_ms: median(runs[build].map((r) => r.home_ms)),
    to_startups_ms: median(runs[build].map((r) => r.to_startups_ms)),
    to_technologies_ms: median(runs[build].map((r) => r.to_technologies_ms)),
  });
  return { federated: summary('federated'), single: summary('single') };
}

const HEADLINE = /** @type {const} */ ([
  'time_to_data_ratio',
  'navigation_to_startups_ratio',
  'navigation_to_technologies_ratio',
  'lcp_ratio',
  'fcp_ratio',
  'js_gzip_ratio',
  'request_ratio',
  'home_remote_requests_before_load',
  'home_remote_requests_until_quiet',
]);

/**
 * The figures against the targets are the worst over the servers measured (vite preview, nginx),
 * so a target counts as met only when it is met however the builds are served.
 */
/** @param {Record<string, Awaited<ReturnType<typeof runFrontendSuite>>>} byServer */
export function worstOfServers(byServer) {
  const results = Object.values(byServer);
  /** @type {Record<(typeof HEADLINE)[number], number>} */
  const headline = /** @type {any} */ (
    Object.fromEntries(
      HEADLINE.map((key) => [key, Math.max(...results.map((result) => result[key]))]),
    )
  );
  return { ...headline, rounds: results[0]?.rounds, by_server: byServer };
}
