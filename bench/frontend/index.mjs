// Federation overhead: cold loads of /startups, federated build against single bundle, alternating
// within each round (which goes first alternates too), then client-side navigation the same way
// (home → startups → technologies and home → technologies → startups), then the home page's remote
// requests. The headline is time to data (the first startup on screen, `ready_ms`); LCP is a
// secondary figure.
import { medians, ratio } from '../lib/stats.mjs';
import { coldLoad, homeRemoteRequests } from './cold-load.mjs';
import { navigateThroughSections, READING_MS } from './navigation.mjs';
import { alternatingRounds, withOneRetry } from '../lib/round.mjs';

const FIELDS = /** @type {const} */ ([
  'fcp_ms',
  'lcp_ms',
  'ready_ms',
  'requests',
  'js_requests',
  'js_gzip_bytes',
  'js_gzip_bytes_other_sections',
]);

/** @typedef {Awaited<ReturnType<typeof coldLoad>>} ColdLoad */

const BUILDS = /** @type {const} */ (['federated', 'single']);

function summarise(/** @type {ColdLoad[]} */ runs) {
  return { ...medians(runs, FIELDS), lcp_elements: [...new Set(runs.map((r) => r.lcp_element))] };
}

/**
 * Cold loads under `preset` (bench/lib/browser.mjs's PRESETS: phone or desktop).
 * @param {{ browser: import('playwright-core').Browser, urls: { federated: string, single: string },
 *   remoteOrigins: string[], rounds: number, warmups: number, log: (line: string) => void,
 *   preset: import('../lib/browser.mjs').Preset, name: string }} options `name`: the server and
 *   preset ("nginx, desktop"), which a failed round's message starts with
 */
export async function runFrontendSuite({
  browser,
  urls,
  remoteOrigins,
  rounds,
  warmups,
  log,
  preset,
  name,
}) {
  const runs = await alternatingRounds(
    BUILDS,
    { rounds, warmups },
    (round, build) =>
      withOneRetry(
        `${name}: cold load ${round}, ${build}`,
        (label) =>
          coldLoad(browser, `${urls[build]}/startups`, {
            preset,
            round: label,
            // The technologies remote's: only what the shell warms up once idle.
            otherOrigins: remoteOrigins.slice(1),
          }),
        log,
      ),
    (run, round, build) =>
      log(
        `    round ${round} ${build.padEnd(9)} first startup ${run.ready_ms} ms  FCP ${run.fcp_ms.toFixed(0)} ms  LCP ` +
          `${run.lcp_ms.toFixed(0)} ms  JS ${(run.js_gzip_bytes / 1024).toFixed(1)} kB gzip in ` +
          `${run.js_requests} files (+ ${(run.js_gzip_bytes_other_sections / 1024).toFixed(1)} kB of the other section)  ` +
          `${run.requests} requests`,
      ),
  );
  const federated = summarise(runs.federated);
  const single = summarise(runs.single);
  const navigation = await measureNavigation({ browser, urls, rounds, log, preset, name });

  const home = [];
  for (let round = 1; round <= Math.max(1, Math.ceil(rounds / 2)); round += 1) {
    const measure = (/** @type {string} */ label) =>
      homeRemoteRequests(browser, `${urls.federated}/`, remoteOrigins, preset, label, READING_MS);
    home.push(await withOneRetry(`${name}: home requests round ${round}`, measure, log));
  }
  const lastUrls = runs.federated.at(-1)?.urls ?? [];
  const navigationRatio = (/** @type {(typeof NAVIGATION_STEPS)[number]} */ step) =>
    ratio(navigation.federated[`${step}_ms`] ?? NaN, navigation.single[`${step}_ms`] ?? NaN);

  return {
    // Until the first startup is on screen: the remote's code, then the API's answer.
    time_to_data_ratio: ratio(federated.ready_ms, single.ready_ms),
    // Client-side navigation, from the click to the first record of the section opened.
    navigation_home_to_startups_ratio: navigationRatio('home_to_startups'),
    navigation_home_to_technologies_ratio: navigationRatio('home_to_technologies'),
    navigation_startups_to_technologies_ratio: navigationRatio('startups_to_technologies'),
    navigation_technologies_to_startups_ratio: navigationRatio('technologies_to_startups'),
    lcp_ratio: ratio(federated.lcp_ms, single.lcp_ms),
    fcp_ratio: ratio(federated.fcp_ms, single.fcp_ms),
    js_gzip_ratio: ratio(federated.js_gzip_bytes, single.js_gzip_bytes),
    request_ratio: ratio(federated.requests, single.requests),
    home_remote_requests_before_load: Math.max(...home.map((h) => h.before_load)),
    home_remote_requests_until_quiet: Math.max(...home.map((h) => h.until_quiet)),
    home_remote_gzip_bytes_after_load: Math.max(...home.map((h) => h.gzip_bytes_after_load)),
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

/** Each step of navigation measured, as its figures are named (`home_to_startups_ms`…). */
export const NAVIGATION_STEPS = /** @type {const} */ ([
  'home_to_startups',
  'home_to_technologies',
  'startups_to_technologies',
  'technologies_to_startups',
]);

/**
 * Client-side navigation, alternating builds like the cold loads, each round taking both paths
 * (home → startups → technologies and home → technologies → startups): medians of each step.
 * @param {{ browser: import('playwright-core').Browser, urls: { federated: string, single: string },
 *   rounds: number, log: (line: string) => void, preset: import('../lib/browser.mjs').Preset,
 *   name: string }} options
 */
async function measureNavigation({ browser, urls, rounds, log, preset, name }) {
  const runs = await alternatingRounds(
    BUILDS,
    { rounds },
    async (round, build) => {
      /** @type {Record<string, number>} */
      const run = {};
      for (const first of /** @type {const} */ (['startups', 'technologies'])) {
        Object.assign(
          run,
          await withOneRetry(
            `${name}: navigation ${round}, ${build}, home → ${first}`,
            (label) => navigateThroughSections(browser, urls[build], first, preset, label),
            log,
          ),
        );
      }
      return run;
    },
    (run, round, build) =>
      log(
        `    navigation ${round} ${build.padEnd(9)} home ${run.home_ms} ms  ` +
          NAVIGATION_STEPS.map(
            (step) => `${step.replace(/_to_/, ' → ')} ${run[`${step}_ms`]} ms`,
          ).join('  '),
      ),
  );
  const steps = ['home_ms', ...NAVIGATION_STEPS.map((step) => `${step}_ms`)];
  return { federated: medians(runs.federated, steps), single: medians(runs.single, steps) };
}

/**
 * @typedef {Awaited<ReturnType<typeof runFrontendSuite>>} FrontendRun
 * @typedef {{ [K in keyof FrontendRun]: FrontendRun[K] extends number ? K : never }} NumberKeys
 * @typedef {Exclude<NumberKeys[keyof FrontendRun], 'rounds'>} Headline the keys of its figures
 *   against the targets: every number but `rounds`
 */

/**
 * The figures against the targets are the worst over the servers measured (vite preview, nginx),
 * so a target counts as met only when it is met however the builds are served.
 */
export function worstOfServers(/** @type {Record<string, FrontendRun>} */ byServer) {
  const results = Object.values(byServer);
  const keys = Object.entries(results[0] ?? {})
    .filter(([key, value]) => typeof value === 'number' && key !== 'rounds')
    .map(([key]) => /** @type {Headline} */ (key));
  /** @type {Record<Headline, number>} */
  const headline = /** @type {any} */ (
    Object.fromEntries(keys.map((key) => [key, Math.max(...results.map((result) => result[key]))]))
  );
  return { ...headline, rounds: results[0]?.rounds, by_server: byServer };
}
