// npm run bench [-- --quick] [-- --only=frontend,list,api]
// Starts everything it measures on ports of its own (6100+, BENCH_PORT_BASE), in a scratch folder
// of the OS temp directory, and stops it all at the end, also on failure or Ctrl+C. Prints the
// figures against the targets of issue 7 and writes bench/results/latest.json and chart.svg.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { runApiSuite } from './api/index.mjs';
import { buildFederated, buildSingleBundle } from './frontend/build.mjs';
import { runFrontendSuite, worstOfServers } from './frontend/index.mjs';
import { runListSuite } from './list/index.mjs';
import { ensureApiBuilt, startPgliteApi } from './lib/api-server.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { renderChart } from './lib/chart.mjs';
import { RESULTS_DIR, scratchDir } from './lib/paths.mjs';
import { assertBenchPortsFree, PORTS } from './lib/ports.mjs';
import { exitOnSignals, onCleanup, stopAll } from '../scripts/lib/processes.mjs';
import { flatKeys, renderReport } from './lib/report.mjs';
import { findNginx } from '../scripts/lib/nginx.mjs';
import { startNginxSites, startPreviewSites } from './lib/front-end-servers.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (suite) => !only || only.includes(suite);

const SETTINGS = quick
  ? {
      frontend: { rounds: 3, warmups: 1 },
      list: { rounds: 3, warmups: 1 },
      api: { rounds: 1, seconds: 3, warmupSeconds: 1 },
    }
  : {
      frontend: { rounds: 7, warmups: 1 },
      list: { rounds: 5, warmups: 1 },
      api: { rounds: 3, seconds: 10, warmupSeconds: 3 },
    };

const log = (line) => console.log(line);
const url = (port) => `http://127.0.0.1:${port}`;
const started = Date.now();

async function frontEndSuites(results) {
  const dir = scratchDir();
  log('▶ Building the federated system and the single bundle…');
  const federated = buildFederated(join(dir, 'federated'));
  const single = runs('frontend') ? buildSingleBundle(join(dir, 'single')) : null;

  log('▶ Starting the API (PGlite: 100 startups; 10,000 startups and 2,000 technologies)…');
  const small = await startPgliteApi({
    name: 'api-100',
    port: PORTS.apiSmall,
    dataDir: join(dir, 'api-100'),
    rows: { startups: 100, technologies: 20 },
  });
  const big = runs('list')
    ? await startPgliteApi({
        name: 'api-10k',
        port: PORTS.apiList10k,
        dataDir: join(dir, 'api-10k'),
        rows: { startups: 10_000, technologies: 2_000 },
      })
    : null;
  const servers = await startPreviewSites({
    federated,
    single,
    ports: PORTS,
    apiUrl: small.url,
    extraShells: big ? [{ port: PORTS.shellList10k, apiUrl: big.url }] : [],
  });
  const nginx = runs('frontend') && findNginx();
  if (runs('frontend') && !nginx)
    log('  nginx is not installed: the builds are served by vite preview only');
  if (nginx) {
    servers.push(
      ...(await startNginxSites({
        federated,
        single,
        apiUrl: small.url,
        scratch: dir,
        ports: {
          federated: {
            shell: PORTS.nginxShell,
            startups: PORTS.nginxStartups,
            technologies: PORTS.nginxTechnologies,
          },
          single: {
            shell: PORTS.nginxSingle,
            startups: PORTS.nginxSingleStartups,
            technologies: PORTS.nginxSingleTechnologies,
          },
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
      const byServer = {};
      for (const [server, ports] of Object.entries(sites)) {
        log(
          `▶ Federation overhead (${server}): cold loads of /startups, ${rounds} rounds (+${warmups} warm-up)`,
        );
        byServer[server] = await runFrontendSuite({
          browser,
          urls: { federated: url(ports.federated), single: url(ports.single) },
          remoteOrigins: ports.remotes.map(url),
          rounds,
          warmups,
          log,
        });
      }
      results.frontend = worstOfServers(byServer);
    }
    if (runs('list')) {
      const { rounds, warmups } = SETTINGS.list;
      log(`▶ Large list: 10,000 vs 100 startups, ${rounds} rounds (+${warmups} warm-up)`);
      results.list = await runListSuite({
        browser,
        urls: { '10k': url(PORTS.shellList10k), 100: url(PORTS.shell) },
        rounds,
        warmups,
        log,
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    await small.stop();
    await big?.stop();
  }
}

function previousResults() {
  const file = join(RESULTS_DIR, 'latest.json');
  if (!only || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

async function main() {
  await assertBenchPortsFree();
  ensureApiBuilt();
  const previous = previousResults();
  const results = {};
  if (runs('frontend') || runs('list')) await frontEndSuites(results);
  if (runs('api')) {
    const { rounds, seconds } = SETTINGS.api;
    log(`▶ API throughput: autocannon, ${seconds} s × ${rounds} rounds per target and route`);
    results.api = await runApiSuite({ ...SETTINGS.api, log });
  }

  const suites = ['frontend', 'list', 'api'];
  const merged = Object.fromEntries(suites.map((s) => [s, results[s] ?? previous[s] ?? null]));
  const meta = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    suites_measured_now: suites.filter((s) => results[s]),
    duration_s: Math.round((Date.now() - started) / 1000),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    settings: SETTINGS,
  };
  const output = { ...flatKeys(merged), ...merged, meta };
  const json = JSON.stringify(output, (_key, value) => (Number.isNaN(value) ? null : value), 2);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${json}\n`);
  writeFileSync(join(RESULTS_DIR, 'chart.svg'), renderChart(JSON.parse(json)));
  log(`\n${renderReport(JSON.parse(json))}`);
  log(`\nbench/results/latest.json and chart.svg written (${meta.duration_s} s).`);
}

exitOnSignals(130, 'se detiene todo lo que el bench inició…');
try {
  await main();
} catch (error) {
  console.error(`\n✖ bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
