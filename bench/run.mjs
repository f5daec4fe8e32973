// npm run bench [-- --quick | --smoke] [-- --only=frontend,lighthouse,list,memory,api,streams] [-- --results-dir=<dir>]
// [-- --trace]: the options and what the bench needs are in docs/performance.md ("Running it").
// Prints the figures against their targets (lib/report.mjs), writes bench/results/latest.json and
// chart.svg, and stops all it started, also on failure. --reuse-builds (bench/smoke.mjs): serve
// copies of the apps' own dist/ folders instead of building them again.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { runApiSuite } from './api/index.mjs';
import { runStreamsSuite } from './api/streams.mjs';
import { buildFederated, buildSingleBundle, copyFederatedBuilds } from './frontend/build.mjs';
import { NAVIGATION_STEPS, runFrontendSuite, worstOfServers } from './frontend/index.mjs';
import { PAGES as LIGHTHOUSE_PAGES, runLighthouseSuite } from './lighthouse/index.mjs';
import { runFirstRowsSuite } from './list/first-rows.mjs';
import { runListSuite } from './list/index.mjs';
import { runMemorySuite } from './list/memory.mjs';
import {
  ensureApiBuilt,
  findPostgres,
  startPgliteApi,
  startPostgresApi,
} from './lib/api-server.mjs';
import { launchBrowser, PRESETS } from './lib/browser.mjs';
import { renderChart } from './lib/chart.mjs';
import { RESULTS_DIR, scratchDir } from './lib/paths.mjs';
import { assertBenchPortsFree, PORTS } from './lib/ports.mjs';
import { exitOnSignals, onCleanup, stopAll } from '../scripts/lib/processes.mjs';
import { flatKeys, renderReport } from './lib/report.mjs';
import { findNginx } from '../scripts/lib/nginx.mjs';
import { startNginxSites, startPreviewSites } from './lib/front-end-servers.mjs';
import { failedRounds, recording } from './lib/round.mjs';

/** @typedef {import('./lib/front-end-servers.mjs').SitePorts} SitePorts */

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const smoke = args.includes('--smoke');
const reuseBuilds = args.includes('--reuse-builds');
// A Playwright trace of every browser round, kept for the ones that fail (it slows them: lib/round.mjs).
recording.tracing = args.includes('--trace');
const option = (/** @type {string} */ name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
// Where latest.json and chart.svg go.
const outputDir = option('results-dir') ?? RESULTS_DIR;
const only = option('only')?.split(',');
const runs = (/** @type {string} */ suite) => !only || only.includes(suite);

// `bigList`: the startups of the large list; `apiRows`: the API suite's small and large tables.
const FULL_DATA = { bigList: 10_000, apiRows: { small: 1_000, large: 100_000 } };
// The first-rows case of list/first-rows.mjs: 1,000 startups against this many (100,000).
const HUGE_LIST = smoke ? 2_000 : 100_000;
const SETTINGS = smoke
  ? {
      // The seeded search words need 1,000 rows: the smallest tables the suites can check.
      frontend: { rounds: 1, warmups: 0 },
      // One run of the home page under vite preview: proof that Lighthouse still runs.
      lighthouse: { runs: 1, pages: ['/'] },
      list: { rounds: 1, warmups: 0, bigList: 1_000 },
      api: { rounds: 1, seconds: 1, warmupSeconds: 0, apiRows: { small: 1_000, large: 2_000 } },
      streams: { streams: 50, rounds: 1, seconds: 1 },
    }
  : quick
    ? {
        // Fewer rounds, still a median each (one pass moves a lot on a shared machine), and a full
        // run's API warm-up: PGlite's creates ramp up for ~5 s (docs/performance.md).
        frontend: { rounds: 5, warmups: 1 },
        lighthouse: { runs: 3, pages: LIGHTHOUSE_PAGES },
        list: { rounds: 3, warmups: 1, bigList: FULL_DATA.bigList },
        api: { rounds: 3, seconds: 3, warmupSeconds: 5, apiRows: FULL_DATA.apiRows },
        streams: { streams: 1_000, rounds: 3, seconds: 3 },
      }
    : {
        frontend: { rounds: 7, warmups: 1 },
        lighthouse: { runs: 3, pages: LIGHTHOUSE_PAGES },
        list: { rounds: 5, warmups: 1, bigList: FULL_DATA.bigList },
        api: { rounds: 3, seconds: 10, warmupSeconds: 5, apiRows: FULL_DATA.apiRows },
        streams: { streams: 1_000, rounds: 5, seconds: 5 },
      };

const log = (/** @type {string} */ line) => console.log(line);
const url = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
const started = Date.now();

/** @param {Record<string, unknown>} results what each suite measured, by suite */
async function frontEndSuites(results) {
  const dir = scratchDir();
  log(
    reuseBuilds
      ? "▶ Copying the apps' dist/ folders; building the single bundle…"
      : '▶ Building the federated system and the single bundle…',
  );
  const federated = reuseBuilds
    ? copyFederatedBuilds(join(dir, 'federated'))
    : buildFederated(join(dir, 'federated'));
  const single =
    runs('frontend') || runs('lighthouse') ? buildSingleBundle(join(dir, 'single')) : null;

  const { bigList } = SETTINGS.list;
  log(
    `▶ Starting the API (PGlite: 100 startups; ${bigList} startups and ${bigList / 5} technologies)…`,
  );
  const api = (
    /** @type {string} */ name,
    /** @type {number} */ port,
    /** @type {number} */ startups,
    technologies = 20,
  ) => startPgliteApi({ name, port, dataDir: join(dir, name), rows: { startups, technologies } });
  const small = await api('api-100', PORTS.apiSmall, 100);
  const big = runs('list') ? await api('api-10k', PORTS.apiList10k, bigList, bigList / 5) : null;
  // list/first-rows.mjs: 1,000 against 100,000 startups, read a page at a time; list/memory.mjs
  // scrolls the 100,000.
  const pagedApis =
    runs('list') || runs('memory')
      ? await Promise.all([
          api('api-1k', PORTS.apiList1k, 1_000),
          api('api-100k', PORTS.apiList100k, HUGE_LIST),
        ])
      : [];
  const servers = await startPreviewSites({
    federated,
    single,
    ports: PORTS,
    apiUrl: small.url,
    extraShells: [
      ...(big ? [{ port: PORTS.shellList10k, apiUrl: big.url }] : []),
      ...pagedApis.map((api, index) => ({
        port: index === 0 ? PORTS.shellList1k : PORTS.shellList100k,
        apiUrl: api.url,
      })),
    ],
  });
  // The smoke serves through vite preview only: the nginx serving has end-to-end tests of its own.
  const nginxWanted = (runs('frontend') || runs('lighthouse')) && !smoke;
  const nginx = nginxWanted && findNginx();
  if (nginxWanted && !nginx)
    log('  nginx is not installed: the builds are served by vite preview only');
  if (nginx) {
    /** @type {(shell: number, startups: number, technologies: number) => SitePorts} */
    const site = (shell, startups, technologies) => ({ shell, startups, technologies });
    servers.push(
      ...(await startNginxSites({
        federated,
        single,
        apiUrl: small.url,
        scratch: dir,
        ports: {
          federated: site(PORTS.nginxShell, PORTS.nginxStartups, PORTS.nginxTechnologies),
          single: site(PORTS.nginxSingle, PORTS.nginxSingleStartups, PORTS.nginxSingleTechnologies),
        },
      })),
    );
  }

  const browser = await launchBrowser();
  onCleanup(() => browser.close());
  try {
    if (runs('frontend')) {
      const { rounds, warmups } = SETTINGS.frontend;
      const sites = {
        preview: {
          federated: PORTS.shell,
          single: PORTS.single,
          remotes: [PORTS.startups, PORTS.technologies],
        },
        ...(nginx && {
          nginx: {
            federated: PORTS.nginxShell,
            single: PORTS.nginxSingle,
            remotes: [PORTS.nginxStartups, PORTS.nginxTechnologies],
          },
        }),
      };
      // The headline figures are the phone's (Lighthouse's default); the desktop's sit beside them.
      /** @type {Record<'phone' | 'desktop', Record<string, Awaited<ReturnType<typeof runFrontendSuite>>>>} */
      const byPreset = { phone: {}, desktop: {} };
      for (const preset of /** @type {const} */ (['phone', 'desktop'])) {
        const byServer = byPreset[preset];
        for (const [server, ports] of Object.entries(sites)) {
          log(
            `▶ Federation overhead (${server}, ${preset}): cold loads of /startups, ${rounds} rounds (+${warmups} warm-up)`,
          );
          byServer[server] = await runFrontendSuite({
            browser,
            urls: { federated: url(ports.federated), single: url(ports.single) },
            remoteOrigins: ports.remotes.map(url),
            rounds,
            warmups,
            log,
            preset: PRESETS[preset],
            name: `${server}, ${preset}`,
          });
        }
      }
      const phone = worstOfServers(byPreset.phone);
      const desktop = worstOfServers(byPreset.desktop);
      // The targets' keys: each of these ratios on both presets, the worse server's.
      const ratios = /** @type {const} */ ([
        'time_to_data_ratio',
        ...NAVIGATION_STEPS.map((step) => /** @type {const} */ (`navigation_${step}_ratio`)),
      ]);
      results.frontend = {
        ...Object.fromEntries(
          ratios.flatMap((key) => [
            [`${key}_phone`, phone[key]],
            [`${key}_desktop`, desktop[key]],
          ]),
        ),
        ...phone,
        desktop,
      };
    }
    if (runs('lighthouse')) {
      // The production topology when nginx is here.
      const { runs: lighthouseRuns, pages } = SETTINGS.lighthouse;
      const served = nginx ? 'nginx' : 'vite preview';
      log(
        `▶ Lighthouse 12 (mobile preset, ${served}): ${pages.join(' ')}, ${lighthouseRuns} run(s) each`,
      );
      results.lighthouse = {
        served_by: served,
        ...(await runLighthouseSuite({
          origin: url(nginx ? PORTS.nginxShell : PORTS.shell),
          runs: lighthouseRuns,
          pages,
          port: PORTS.lighthouseChromium,
          log,
        })),
      };
    }
    if (runs('list')) {
      const { rounds, warmups } = SETTINGS.list;
      const urls = { '10k': url(PORTS.shellList10k), 100: url(PORTS.shell) };
      // The headline figures are the desktop's table; the phone's list sits beside them.
      /** @type {Record<string, object>} */
      const byPreset = {};
      for (const preset of /** @type {const} */ (['desktop', 'phone'])) {
        log(
          `▶ Large list (${preset}): ${bigList} vs 100 startups, ${rounds} rounds (+${warmups} warm-up)`,
        );
        byPreset[preset] = await runListSuite({ browser, urls, rounds, warmups, log, preset });
      }
      /** @type {Record<string, Awaited<ReturnType<typeof runFirstRowsSuite>>>} */
      const firstRows = {};
      const paged = { '1k': url(PORTS.shellList1k), '100k': url(PORTS.shellList100k) };
      for (const preset of /** @type {const} */ (['desktop', 'phone'])) {
        log(`▶ First rows (${preset}): ${HUGE_LIST} vs 1,000 startups, ${rounds} rounds`);
        firstRows[preset] = await runFirstRowsSuite({ browser, urls: paged, rounds, log, preset });
      }
      results.list = {
        ...byPreset.desktop,
        // The worse of the two screens.
        first_rows_ratio_100k_over_1k: Math.max(
          ...Object.values(firstRows).map((figures) => figures.ratio),
        ),
        first_rows: firstRows,
        phone: byPreset.phone,
      };
    }
    if (runs('memory')) {
      log(`▶ Memory (desktop): scrolling ${HUGE_LIST} startups end to end`);
      results.memory = await runMemorySuite({
        browser,
        url: url(PORTS.shellList100k),
        total: HUGE_LIST,
        log,
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    await small.stop();
    await big?.stop();
    await Promise.all(pagedApis.map((api) => api.stop()));
  }
}

/**
 * A thousand live streams on one API with 1,000 startups: on PostgreSQL when one answers (its
 * LISTEN/NOTIFY carries the changes, as deployed), else on PGlite. It trusts one proxy hop, so
 * that each stream can come from an address of its own.
 */
async function streamsSuite() {
  const { streams, rounds, seconds } = SETTINGS.streams;
  const serverUrl = await findPostgres();
  log(
    `▶ Live lists: ${streams} open streams on one API (${serverUrl ? 'PostgreSQL' : 'PGlite'}), ` +
      `${seconds} s of reads without and with them × ${rounds}`,
  );
  const options = {
    name: 'api-streams',
    port: PORTS.apiStreams,
    rows: { startups: 1_000, technologies: 20 },
    env: { TRUST_PROXY: '1' },
  };
  const api = serverUrl
    ? await startPostgresApi({ ...options, serverUrl, database: 'sistema_bench_streams' })
    : await startPgliteApi({ ...options, dataDir: join(scratchDir(), 'api-streams') });
  try {
    return {
      database: serverUrl ? 'PostgreSQL' : 'PGlite',
      ...(await runStreamsSuite({ base: api.url, pid: api.pid, streams, rounds, seconds, log })),
    };
  } finally {
    await api.stop();
  }
}

/** @returns {Record<string, unknown>} */
function previousResults() {
  const file = join(outputDir, 'latest.json');
  if (!only || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

async function main() {
  await assertBenchPortsFree();
  recording.failuresDir = outputDir;
  ensureApiBuilt();
  const previous = previousResults();
  /** @type {Record<string, unknown>} */
  const results = {};
  if (runs('frontend') || runs('lighthouse') || runs('list') || runs('memory'))
    await frontEndSuites(results);
  if (runs('api')) {
    const { rounds, seconds } = SETTINGS.api;
    log(`▶ API throughput: ${seconds} s × ${rounds} rounds per target and route`);
    results.api = await runApiSuite({ ...SETTINGS.api, log });
  }

  if (runs('streams')) results.streams = await streamsSuite();

  const suites = ['frontend', 'lighthouse', 'list', 'memory', 'api', 'streams'];
  const merged = Object.fromEntries(suites.map((s) => [s, results[s] ?? previous[s] ?? null]));
  const meta = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : quick ? 'quick' : 'full',
    suites_measured_now: suites.filter((s) => results[s]),
    duration_s: Math.round((Date.now() - started) / 1000),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    settings: SETTINGS,
    // Rounds that failed and were run again: each names why and where its trace, console and
    // network log are.
    failed_rounds: failedRounds,
  };
  const output = { ...flatKeys(merged), ...merged, meta };
  const json = JSON.stringify(output, (_key, value) => (Number.isNaN(value) ? null : value), 2);
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(join(outputDir, 'latest.json'), `${json}\n`);
  writeFileSync(join(outputDir, 'chart.svg'), renderChart(JSON.parse(json)));
  log(`\n${renderReport(JSON.parse(json))}`);
  log(`\n${join(outputDir, 'latest.json')} and chart.svg written (${meta.duration_s} s).`);
  reportFailedRounds();
}

/** Every failed round again at the end, where nobody misses it. */
function reportFailedRounds() {
  if (failedRounds.length === 0) return;
  log(`\n✖ ${failedRounds.length} round(s) failed (each was run once more):`);
  for (const failed of failedRounds)
    log(`  ${failed.round}: ${failed.reason}\n    ${failed.records}`);
}

exitOnSignals(130, 'se detiene todo lo que el bench inició…');
try {
  await main();
} catch (error) {
  console.error(`\n✖ bench failed: ${error instanceof Error ? error.stack : error}`);
  reportFailedRounds();
  process.exitCode = 1;
} finally {
  await stopAll();
}
