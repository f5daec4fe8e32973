// API throughput: our API on PGlite and on PostgreSQL against json-server 0.17 with the same 1,000
// records on the same routes, then the name filter on 100,000 rows against 1,000 rows. Rounds in a
// rotating order, medians, and what the list cache does to each route: docs/performance.md ("API").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  databaseUrl,
  findPostgres,
  findWriteLimit,
  startPgliteApi,
  startPostgresApi,
} from '../lib/api-server.mjs';
import { BENCH_DIR, PROCESS_OPTIONS, scratchDir, started } from '../lib/paths.mjs';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { PORTS } from '../lib/ports.mjs';
import { RARE_MATCHES, SEARCH_WORD_MATCHES, SEARCH_WORDS } from '../lib/seed.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { CONNECTIONS, load, SCENARIOS } from './load.mjs';
import { createFloorTable, findPgbench, FLOOR_TABLE, pgbenchInserts } from './pgbench.mjs';
import { findWrk, wrkLoad } from './wrk.mjs';

const SCALE_SCENARIO =
  `a different word on each request, in turn through ${SEARCH_WORDS.length} (each in ` +
  `${SEARCH_WORD_MATCHES} names), more than the list cache holds: every request is a cache miss`;

/**
 * @typedef {Awaited<ReturnType<typeof load>>} LoadResult
 * @typedef {{ url: string, stop: () => Promise<unknown>, fresh?: () => Promise<void>,
 *   load?: (seconds: number) => Promise<LoadResult> }} Target `load`: measures it without HTTP (pgbench)
 * @typedef {{ rps: number, p50_ms: number, p99_ms: number, non2xx: number, errors: number,
 *   cache_hits: number | null }} Cell one target's figures in one scenario
 * @typedef {Record<string, Record<string, Cell>>} Cells by scenario, then by target
 */

/** @type {<T>(items: T[], by: number) => T[]} */
const rotate = (items, by) =>
  items.map((_, i) => /** @type {typeof items[number]} */ (items[(i + by) % items.length]));

/**
 * The figures of `target` in `scenario`, which must have been measured.
 * @type {(cells: Cells, scenario: string, target: string) => Cell}
 */
const cellOf = (cells, scenario, target) => {
  const cell = cells[scenario]?.[target];
  if (!cell) throw new Error(`no figures for ${target} in ${scenario}`);
  return cell;
};

/**
 * json-server on the records. `fresh()` starts it again from them: its create scans the whole array
 * for the new id, so it slows as rows pile up, and each create run is to start from the same 1,000
 * records on both sides (the API's inserts do not slow with the table's size; it is not reset).
 * @param {unknown[]} records
 * @returns {Promise<Target>}
 */
async function startJsonServer(records) {
  const dbFile = join(scratchDir(), 'json-server-db.json');
  writeFileSync(dbFile, JSON.stringify({ startups: records }));
  const url = `http://127.0.0.1:${PORTS.jsonServer}`;
  const start = () =>
    started(
      startProcess(
        'json-server',
        process.execPath,
        [join(BENCH_DIR, 'api', 'json-server.mjs'), String(PORTS.jsonServer), dbFile],
        PROCESS_OPTIONS,
      ),
      [`${url}/v1/api/startups/read`],
    );
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

/** @returns {Promise<number>} */
async function count(/** @type {string} */ base, query = '') {
  const response = await fetch(`${base}/v1/api/startups/read${query}`);
  const body = await response.json();
  return body.data.length;
}

/**
 * Checks that every target answers the same thing before any figure is taken from it.
 * @param {Record<string, Target>} targets
 * @param {{ list: number }} expected
 */
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
    for (const word of [SEARCH_WORDS[0] ?? '', SEARCH_WORDS.at(-1) ?? '']) {
      const found = await count(target.url, `?name=${word.toLowerCase()}`);
      if (found !== SEARCH_WORD_MATCHES) {
        throw new Error(
          `${name} finds ${found} rows for "${word}"; expected ${SEARCH_WORD_MATCHES}`,
        );
      }
    }
  }
}

/**
 * @typedef {{ rounds: number, seconds: number, warmupSeconds: number, log: (line: string) => void }} MeasureOptions
 * @typedef {(scenario: import('./load.mjs').Scenario, seconds: number) => Promise<LoadResult>} Client
 * @param {Record<string, Target>} targets
 * @param {keyof typeof SCENARIOS} scenario
 * @param {MeasureOptions & { client?: Client }} options `client`: the load generator (load.mjs's
 *   `load` unless given), the same for every target of the scenario
 * @returns {Promise<Record<string, Cell>>}
 */
async function measure(targets, scenario, { rounds, seconds, warmupSeconds, log, client = load }) {
  const named = Object.entries(targets).map(([name, target]) => ({
    name,
    target,
    runs: /** @type {LoadResult[]} */ ([]),
  }));
  // Writes change what the next run starts from: a target that can start again from the seed
  // records (json-server) does so before each create run.
  const run = async (/** @type {Target} */ target, /** @type {number} */ duration) => {
    if (scenario === 'create') await target.fresh?.();
    return target.load ? target.load(duration) : client(SCENARIOS[scenario](target.url), duration);
  };
  if (warmupSeconds > 0) for (const { target } of named) await run(target, warmupSeconds);
  for (let round = 0; round < rounds; round += 1) {
    for (const { target, runs } of rotate(named, round)) runs.push(await run(target, seconds));
  }
  /** @type {Record<string, Cell>} */
  const cells = {};
  for (const { name, runs } of named) {
    const c = {
      rps: median(runs.map((r) => r.rps)),
      p50_ms: median(runs.map((r) => r.p50)),
      p99_ms: median(runs.map((r) => r.p99)),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      // Share of answers taken from the API's list cache; null: no list cache (json-server, POST).
      cache_hits:
        (runs[0]?.cacheHits ?? null) === null ? null : median(runs.map((r) => r.cacheHits ?? NaN)),
    };
    cells[name] = c;
    const hits = c.cache_hits === null ? '' : `  cache hits ${(c.cache_hits * 100).toFixed(1)} %`;
    log(
      `    ${scenario.padEnd(6)} ${name.padEnd(14)} ${c.rps.toFixed(0).padStart(7)} req/s` +
        `  p50 ${c.p50_ms} ms  p99 ${c.p99_ms} ms  non-2xx ${c.non2xx}  errors ${c.errors}${hits}`,
    );
  }
  return cells;
}

/**
 * @param {MeasureOptions & { apiRows: { small: number, large: number } }} options `apiRows`: the
 *   startups of the small table (json-server's too) and of the large one, for the name filter's
 *   scale (1,000 and 100,000 in a real run)
 */
export async function runApiSuite({ rounds, seconds, warmupSeconds, apiRows, log }) {
  const options = { rounds, seconds, warmupSeconds, log };
  const { small, large } = apiRows;
  // A database name per port range: two benches on one PostgreSQL server never share one.
  const database = (/** @type {string} */ size) => `sistema_bench_${size}_${PORTS.pglite1k}`;
  const postgresUrl = await findPostgres();
  const writeLimit = await findWriteLimit();
  const dir = scratchDir();
  /**
   * The API on PGlite, and on PostgreSQL when one answers, each with `startups` rows.
   * @param {'1k' | '100k'} suffix
   * @param {number} startups
   * @returns {Promise<Record<string, Target>>}
   */
  const startApis = async (suffix, startups) => {
    const rows = { startups, searchWords: true };
    const pglite = await startPgliteApi({
      name: `api-pglite-${suffix}`,
      port: PORTS[`pglite${suffix}`],
      dataDir: join(dir, `pglite-${suffix}`),
      rows,
    });
    if (!postgresUrl) return { pglite };
    const postgres = await startPostgresApi({
      name: `api-postgres-${suffix}`,
      port: PORTS[`postgres${suffix}`],
      serverUrl: postgresUrl,
      database: database(suffix === '1k' ? 'small' : 'large'),
      rows,
    });
    return { pglite, postgres };
  };

  log(`  starting the API on PGlite and PostgreSQL (${small} startups) and json-server…`);
  const apis = await startApis('1k', small);
  const pglite = /** @type {Target} */ (apis.pglite);
  const records = (await (await fetch(`${pglite.url}/v1/api/startups/read`)).json()).data;
  /** @type {Record<string, Target>} */
  const targets = { ...apis, jsonserver: await startJsonServer(records) };
  await verify(targets, { list: small });

  log(`  and the same API on ${large} startups, for the name filter…`);
  const big = await startApis('100k', large);
  await verify(big, { list: large });

  /** @type {Cells} */
  const cells = {};
  for (const scenario of /** @type {const} */ (['list', 'filter'])) {
    log(`  ${scenario}: ${CONNECTIONS} connections, ${seconds} s × ${rounds} rounds`);
    cells[scenario] = await measure(targets, scenario, options);
  }
  log(`  name filter on 100,000 rows against 1,000 rows: ${SCALE_SCENARIO}`);
  /** @type {[string, Target][]} */
  const scale = Object.entries(big).flatMap(([name, target]) => [
    [`${name}_1k`, /** @type {Target} */ (targets[name])],
    [`${name}_100k`, target],
  ]);
  const scaleCells = await measure(Object.fromEntries(scale), 'filterDistinct', options);
  for (const target of Object.values(big)) await target.stop();
  // Last: every create adds a row to the lists measured above.
  log(
    `  create: ${CONNECTIONS} connections, ${seconds} s × ${rounds} rounds, write limit ` +
      writeLimit.label,
  );
  const floor = postgresUrl ? await pgbenchFloor(postgresUrl, database('small'), log) : null;
  const wrk = createClient(log);
  cells.create = await measure({ ...targets, ...floor?.target }, 'create', {
    ...options,
    ...(wrk ? { client: wrk.client } : {}),
  });
  for (const target of Object.values(targets)) await target.stop();

  return summarise(cells, scaleCells, {
    writeLimit: writeLimit.label,
    postgres: Boolean(postgresUrl),
    pgbench: floor?.version ?? null,
    createClient: wrk?.version ?? 'undici',
    rounds,
    seconds,
  });
}

/**
 * wrk as the creates' load generator (wrk.mjs), or null, said loudly, when the machine has none:
 * the creates are then sent by undici, whose CPU on the bench's two cores lowers the API's figures.
 * @param {(line: string) => void} log
 * @returns {{ version: string, client: Client } | null}
 */
function createClient(log) {
  const wrk = findWrk();
  if (!wrk) {
    log(
      '  ⚠ wrk NOT FOUND: creates are sent by undici, whose CPU is taken from the servers it ' +
        'measures (api.postgres_create_over_pgbench reads about a fifth lower). Install it ' +
        '(apt-get install wrk) or set WRK.',
    );
    return null;
  }
  log(`  creates sent by ${wrk.version}`);
  return {
    version: wrk.version,
    client: (scenario, seconds) => wrkLoad(wrk.command, scenario, seconds),
  };
}

/**
 * pgbench as a create target (pgbench.mjs) on the small PostgreSQL database, or null, said
 * loudly, when the machine has no pgbench: the PostgreSQL create floor is then not measured.
 * @param {string} serverUrl
 * @param {string} database
 * @param {(line: string) => void} log
 * @returns {Promise<{ version: string, target: Record<string, Target> } | null>}
 */
async function pgbenchFloor(serverUrl, database, log) {
  const pgbench = findPgbench();
  if (!pgbench) {
    log(
      '  ⚠ pgbench NOT FOUND: the PostgreSQL create floor (api.postgres_create_over_pgbench) is ' +
        'not measured. Install PostgreSQL client tools (apt-get install postgresql-contrib or ' +
        'postgresql-client) or set PGBENCH.',
    );
    return null;
  }
  const floorUrl = databaseUrl(serverUrl, database);
  await createFloorTable(floorUrl);
  log(
    `  floor: ${pgbench.version}, the same row into ${FLOOR_TABLE} (startups without its NOTIFY ` +
      'trigger), one INSERT per transaction',
  );
  return {
    version: pgbench.version,
    target: {
      pgbench: {
        url: floorUrl,
        stop: () => Promise.resolve(),
        load: (seconds) => pgbenchInserts(pgbench.command, floorUrl, seconds),
      },
    },
  };
}

/**
 * @param {Cells} cells
 * @param {Record<string, Cell>} scaleCells
 * @param {{ writeLimit: string, postgres: boolean, pgbench: string | null, createClient: string,
 *   rounds: number, seconds: number }} run
 */
function summarise(cells, scaleCells, run) {
  const { postgres, pgbench } = run;
  const scenarios = Object.keys(cells);
  const backends = postgres ? ['pglite', 'postgres'] : ['pglite'];
  const overJsonServer = (/** @type {string} */ scenario, /** @type {string} */ backend) =>
    ratio(cellOf(cells, scenario, backend).rps, cellOf(cells, scenario, 'jsonserver').rps);
  const over = (/** @type {string} */ backend) => {
    const perScenario = Object.fromEntries(scenarios.map((s) => [s, overJsonServer(s, backend)]));
    return { perScenario, worst: Math.min(...Object.values(perScenario)) };
  };
  const pglite = over('pglite');
  const pg = postgres ? over('postgres') : null;
  const p99s = backends.flatMap((b) => scenarios.map((s) => cellOf(cells, s, b).p99_ms));
  const scale = { scale: scaleCells };
  const filterRatio = (/** @type {string} */ b) =>
    ratio(cellOf(scale, 'scale', `${b}_100k`).p50_ms, cellOf(scale, 'scale', `${b}_1k`).p50_ms);
  const filterRatios = Object.fromEntries(backends.map((b) => [b, filterRatio(b)]));

  const createRps = (/** @type {string} */ target) => cellOf(cells, 'create', target).rps;
  const reads = backends.flatMap((b) => ['list', 'filter'].map((s) => overJsonServer(s, b)));

  return {
    connections: CONNECTIONS,
    seconds_per_run: run.seconds,
    rounds: run.rounds,
    // The write and read targets (docs/performance.md): creates against json-server (PGlite) and against
    // pgbench's raw inserts into the same server (PostgreSQL), reads on both databases.
    pglite_create_over_jsonserver: ratio(createRps('pglite'), createRps('jsonserver')),
    postgres_create_over_pgbench:
      postgres && pgbench ? ratio(createRps('postgres'), createRps('pgbench')) : NaN,
    pgbench: pgbench ?? (postgres ? 'not found: floor not measured' : 'no PostgreSQL'),
    // What sent the creates (wrk.mjs): reads are always sent by undici (load.mjs).
    create_client: run.createClient,
    // The APIs' per-client write limit while measured (lib/api-server.mjs): on and counted in
    // Redis as deployed, unless it says otherwise.
    write_limit: run.writeLimit,
    min_read_over_jsonserver: Math.min(...reads),
    // Headline figures: the worst scenario, so a target counts as met only on every route.
    pglite_over_jsonserver_rps: pglite.worst,
    postgres_over_jsonserver_rps: pg ? pg.worst : NaN,
    p99_ms_c16: Math.max(...p99s),
    name_filter_100k_over_1k_p50: Math.max(...Object.values(filterRatios)),
    name_filter_scale_scenario: SCALE_SCENARIO,
    // What the API's figures measure: its list cache (share of hits near 1) or the database (near
    // 0). Only the list routes have the cache: create, and json-server, are not listed.
    cache_hits: Object.fromEntries(
      Object.entries({ ...cells, name_filter_scale: scaleCells }).flatMap(
        ([scenario, byServer]) => {
          const hits = Object.entries(byServer)
            .filter(([, c]) => c.cache_hits !== null)
            .map(([server, c]) => [server, c.cache_hits]);
          return hits.length > 0 ? [[scenario, Object.fromEntries(hits)]] : [];
        },
      ),
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
