// API throughput: our API on PGlite and on PostgreSQL against json-server 0.17 with the same 1,000
// records on the same routes, then the name filter on 100,000 rows against 1,000 rows.
// Every round runs each target once per scenario, in a rotating order, so a slow moment of the
// machine hits all of them alike; figures are medians over the rounds.
// The API caches list answers: `list` and `filter` repeat one request, so they measure its cache
// (as a list read again and again does); the 100k/1k comparison uses a different search on each
// request, so it measures the database. Each figure carries the share of cache hits measured.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgres, startPgliteApi, startPostgresApi } from '../lib/api-server.mjs';
import { BENCH_DIR, PROCESS_OPTIONS, scratchDir } from '../lib/paths.mjs';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { PORTS } from '../lib/ports.mjs';
import { RARE_MATCHES, SEARCH_WORD_MATCHES, SEARCH_WORDS } from '../lib/seed.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { CONNECTIONS, load, SCENARIOS } from './load.mjs';

const SCALE_SCENARIO =
  `a different word on each request, in turn through ${SEARCH_WORDS.length} (each in ` +
  `${SEARCH_WORD_MATCHES} names), more than the list cache holds: every request is a cache miss`;

const rotate = (items, by) => items.map((_, i) => items[(i + by) % items.length]);

/**
 * json-server on the records. `fresh()` starts it again from them: its create scans the whole array
 * for the new id, so it slows as rows pile up, and each create run is to start from the same 1,000
 * records on both sides (the API's inserts do not slow with the table's size; it is not reset).
 */
async function startJsonServer(records) {
  const dbFile = join(scratchDir(), 'json-server-db.json');
  writeFileSync(dbFile, JSON.stringify({ startups: records }));
  const url = `http://127.0.0.1:${PORTS.jsonServer}`;
  const start = async () => {
    const handle = startProcess(
      'json-server',
      process.execPath,
      [join(BENCH_DIR, 'api', 'json-server.mjs'), String(PORTS.jsonServer), dbFile],
      PROCESS_OPTIONS,
    );
    await waitForUrl(`${url}/v1/api/startups/read`, { died: handle.exited });
    return handle;
  };
  let handle = await start();
  return {
    url,
    stop: () => handle.stop(),
    async fresh() {
      await handle.stop();
      handle = await start();
    },
  };
}

async function count(base, query = '') {
  const response = await fetch(`${base}/v1/api/startups/read${query}`);
  const body = await response.json();
  return body.data.length;
}

/** Checks that every target answers the same thing before any figure is taken from it. */
async function verify(targets, expected) {
  for (const [name, target] of Object.entries(targets)) {
    // The whole list of 100,000 is not fetched: it is not measured either.
    const list = expected.list > 10_000 ? expected.list : await count(target.url);
    const filtered = await count(target.url, '?name=quetzal');
    if (list !== expected.list || filtered !== RARE_MATCHES) {
      throw new Error(
        `${name} answers ${list} rows (${filtered} for the filter); expected ${expected.list} (${RARE_MATCHES})`,
      );
    }
    for (const word of [SEARCH_WORDS[0], SEARCH_WORDS.at(-1)]) {
      const found = await count(target.url, `?name=${word.toLowerCase()}`);
      if (found !== SEARCH_WORD_MATCHES) {
        throw new Error(
          `${name} finds ${found} rows for "${word}"; expected ${SEARCH_WORD_MATCHES}`,
        );
      }
    }
  }
}

async function measure(targets, scenario, { rounds, seconds, warmupSeconds, log }) {
  const names = Object.keys(targets);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  // Writes change what the next run starts from: a target that can start again from the seed
  // records (json-server) does so before each create run.
  const run = async (name, duration) => {
    if (scenario === 'create') await targets[name].fresh?.();
    return load(SCENARIOS[scenario](targets[name].url), duration);
  };
  for (const name of names) await run(name, warmupSeconds);
  for (let round = 0; round < rounds; round += 1) {
    for (const name of rotate(names, round)) samples[name].push(await run(name, seconds));
  }
  const cells = {};
  for (const name of names) {
    const runs = samples[name];
    cells[name] = {
      rps: median(runs.map((r) => r.rps)),
      p50_ms: median(runs.map((r) => r.p50)),
      p99_ms: median(runs.map((r) => r.p99)),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      // Share of answers taken from the API's list cache; null: no list cache (json-server, POST).
      cache_hits: runs[0].cacheHits === null ? null : median(runs.map((r) => r.cacheHits)),
    };
    const c = cells[name];
    const hits = c.cache_hits === null ? '' : `  cache hits ${(c.cache_hits * 100).toFixed(1)} %`;
    log(
      `    ${scenario.padEnd(6)} ${name.padEnd(14)} ${c.rps.toFixed(0).padStart(7)} req/s` +
        `  p50 ${c.p50_ms} ms  p99 ${c.p99_ms} ms  non-2xx ${c.non2xx}  errors ${c.errors}${hits}`,
    );
  }
  return cells;
}

export async function runApiSuite({ rounds, seconds, warmupSeconds, log = console.log }) {
  const options = { rounds, seconds, warmupSeconds, log };
  const postgresUrl = await findPostgres();
  const dir = scratchDir();

  log('  starting the API on PGlite and PostgreSQL (1,000 startups) and json-server…');
  const targets = {};
  targets.pglite = await startPgliteApi({
    name: 'api-pglite-1k',
    port: PORTS.pglite1k,
    dataDir: join(dir, 'pglite-1k'),
    rows: { startups: 1000, searchWords: true },
  });
  if (postgresUrl) {
    targets.postgres = await startPostgresApi({
      name: 'api-postgres-1k',
      port: PORTS.postgres1k,
      serverUrl: postgresUrl,
      database: 'sistema_bench_1k',
      rows: { startups: 1000, searchWords: true },
    });
  }
  const records = (await (await fetch(`${targets.pglite.url}/v1/api/startups/read`)).json()).data;
  targets.jsonserver = await startJsonServer(records);
  await verify(targets, { list: 1000 });

  log('  and the same API on 100,000 startups, for the name filter…');
  const big = {
    pglite: await startPgliteApi({
      name: 'api-pglite-100k',
      port: PORTS.pglite100k,
      dataDir: join(dir, 'pglite-100k'),
      rows: { startups: 100_000, searchWords: true },
    }),
    ...(postgresUrl
      ? {
          postgres: await startPostgresApi({
            name: 'api-postgres-100k',
            port: PORTS.postgres100k,
            serverUrl: postgresUrl,
            database: 'sistema_bench_100k',
            rows: { startups: 100_000, searchWords: true },
          }),
        }
      : {}),
  };
  await verify(big, { list: 100_000 });

  const cells = {};
  for (const scenario of ['list', 'filter']) {
    log(`  ${scenario}: ${CONNECTIONS} connections, ${seconds} s × ${rounds} rounds`);
    cells[scenario] = await measure(targets, scenario, options);
  }
  log(`  name filter on 100,000 rows against 1,000 rows: ${SCALE_SCENARIO}`);
  const scale = {};
  for (const [name, target] of Object.entries(big)) {
    scale[`${name}_1k`] = targets[name];
    scale[`${name}_100k`] = target;
  }
  const scaleCells = await measure(scale, 'filterDistinct', options);
  for (const target of Object.values(big)) await target.stop();
  // Last: every create adds a row to the lists measured above.
  log(`  create: ${CONNECTIONS} connections, ${seconds} s × ${rounds} rounds`);
  cells.create = await measure(targets, 'create', options);
  for (const target of Object.values(targets)) await target.stop();

  return summarise(cells, scaleCells, { postgres: Boolean(postgresUrl), rounds, seconds });
}

function summarise(cells, scaleCells, { postgres, rounds, seconds }) {
  const scenarios = Object.keys(cells);
  const backends = postgres ? ['pglite', 'postgres'] : ['pglite'];
  const over = (backend) => {
    const perScenario = Object.fromEntries(
      scenarios.map((s) => [s, ratio(cells[s][backend].rps, cells[s].jsonserver.rps)]),
    );
    return { perScenario, worst: Math.min(...Object.values(perScenario)) };
  };
  const pglite = over('pglite');
  const pg = postgres ? over('postgres') : null;
  const p99s = backends.flatMap((b) => scenarios.map((s) => cells[s][b].p99_ms));
  const filterRatio = (b) => ratio(scaleCells[`${b}_100k`].p50_ms, scaleCells[`${b}_1k`].p50_ms);
  const filterRatios = Object.fromEntries(backends.map((b) => [b, filterRatio(b)]));

  return {
    connections: CONNECTIONS,
    seconds_per_run: seconds,
    rounds,
    // Headline figures: the worst scenario, so a target counts as met only on every route.
    pglite_over_jsonserver_rps: pglite.worst,
    postgres_over_jsonserver_rps: pg ? pg.worst : NaN,
    p99_ms_c16: Math.max(...p99s),
    name_filter_100k_over_1k_p50: Math.max(...Object.values(filterRatios)),
    name_filter_scale_scenario: SCALE_SCENARIO,
    // What the API's figures measure: its list cache (share of hits near 1) or the database (near
    // 0). Only the list routes have the cache: create, and json-server, are not listed.
    cache_hits: Object.fromEntries(
      [...scenarios.map((s) => [s, cells[s]]), ['name_filter_scale', scaleCells]]
        .map(([scenario, byServer]) => [
          scenario,
          Object.fromEntries(
            Object.entries(byServer)
              .filter(([, c]) => c.cache_hits !== null)
              .map(([server, c]) => [server, c.cache_hits]),
          ),
        ])
        .filter(([, byServer]) => Object.keys(byServer).length > 0),
    ),
    ratios_by_scenario: {
      pglite_over_jsonserver_rps: pglite.perScenario,
      ...(pg ? { postgres_over_jsonserver_rps: pg.perScenario } : {}),
      name_filter_100k_over_1k_p50: filterRatios,
    },
    cells,
    name_filter_scale: scaleCells,
  };
}
