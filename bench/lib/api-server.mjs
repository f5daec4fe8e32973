// The API as the bench runs it: the production bundle (api/dist/server.js) on a port of its own,
// on a PGlite folder in the bench's temp directory or on a PostgreSQL database created for the run,
// filled with bulk data (seed.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { onCleanup, startProcess } from '../../scripts/lib/processes.mjs';
import { newestMtime, PROCESS_OPTIONS, ROOT, started } from './paths.mjs';
import { seedStatements } from './seed.mjs';

const API_DIR = join(ROOT, 'api');
const BUNDLE = join(API_DIR, 'dist', 'server.js');

/**
 * Builds api/dist when it is missing or older than its sources (the bundle `npm start` uses too):
 * api/src, and shared/src, whose contract (schemas, messages) the bundle contains.
 */
export function ensureApiBuilt() {
  const sources = [join(API_DIR, 'src'), join(ROOT, 'shared', 'src')];
  const fresh =
    existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= Math.max(...sources.map(newestMtime));
  if (fresh) return;
  console.log('  building the API (api/dist)…');
  execFileSync(process.execPath, [join(API_DIR, 'build.mjs')], { cwd: API_DIR, stdio: 'ignore' });
}

// The write limit is on but out of the load generator's reach: every write is counted, none refused.
// The keys in Redis have a prefix of this run's own, away from another run's or a test's.
const LIMIT_NEVER_REACHED = '999999999';
const REDIS_PREFIX = `bench-${String(process.pid)}:`;

/**
 * @typedef {{ label: string, env: Record<string, string> }} WriteLimit `label`: what the figures
 *   were measured with (latest.json's api.write_limit); `env`: the API's variables for it
 */

/** No limit: the API that only migrates its database, and BENCH_WRITE_LIMIT=off. */
const NO_WRITE_LIMIT = { label: 'off', env: { WRITE_RATE_LIMIT: '0', REDIS_URL: '' } };

/** @type {Promise<WriteLimit> | undefined} */
let writeLimitFound;

/**
 * The write limit the bench's APIs run with: as deployed, on and counted in Redis at
 * BENCH_REDIS_URL (redis://127.0.0.1:6379 unless set), when a Redis answers there. Else on and
 * counted in each API's memory, which is not the deployed cost: said loudly, and in the label.
 * BENCH_WRITE_LIMIT=off runs without it, to compare with.
 */
export function findWriteLimit() {
  writeLimitFound ??= (async () => {
    if (process.env.BENCH_WRITE_LIMIT === 'off') {
      return { ...NO_WRITE_LIMIT, label: 'off (BENCH_WRITE_LIMIT=off)' };
    }
    const url = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
    if (await answersPing(new URL(url))) {
      // As deployed (docs/decisions/018).
      return {
        label: 'on, counted in Redis',
        env: { WRITE_RATE_LIMIT: LIMIT_NEVER_REACHED, REDIS_URL: url, REDIS_PREFIX },
      };
    }
    console.warn(
      `  ⚠ Redis NOT reachable at ${url}: the APIs count the write limit in their own memory, ` +
        'not in Redis as deployed, so the creates do not pay its round trips. Start a Redis ' +
        'there or set BENCH_REDIS_URL.',
    );
    return {
      label: `on, counted in memory (no Redis at ${url})`,
      env: { WRITE_RATE_LIMIT: LIMIT_NEVER_REACHED, REDIS_URL: '' },
    };
  })();
  return writeLimitFound;
}

/** Whether a Redis server (without a password) answers PING at `url` within 2 s. @param {URL} url */
function answersPing(url) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (/** @type {boolean} */ answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * @typedef {{ name: string, port: number, env?: Record<string, string> }} ApiOptions `env`: more of
 *   the API's settings
 * @typedef {{ startups?: number, technologies?: number, searchWords?: boolean }} Rows
 */

/**
 * Starts api/dist/server.js and resolves once /v1/api/health answers; with findWriteLimit()'s
 * limit unless given one.
 * @param {ApiOptions & { writeLimit?: WriteLimit } & ({ dataDir: string, databaseUrl?: undefined } | { dataDir?: undefined, databaseUrl: string })} options
 */
async function startApi({ name, port, dataDir, databaseUrl, writeLimit, env = {} }) {
  const limit = writeLimit ?? (await findWriteLimit());
  const handle = startProcess(name, process.execPath, [BUNDLE], {
    ...PROCESS_OPTIONS,
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      CORS_ORIGINS: '*',
      ...limit.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir }),
      ...env,
    },
  });
  await started(handle, [`http://127.0.0.1:${port}/v1/api/health`], 120_000);
  return { ...handle, url: `http://127.0.0.1:${port}` };
}

/**
 * An embedded database with `rows`: the API creates and migrates it (then stops), the bench fills
 * it through PGlite directly (the API must not hold the folder meanwhile), and the API starts again
 * on it. Returns the running API.
 * @param {ApiOptions & { dataDir: string, rows: Rows }} options
 */
export async function startPgliteApi({ name, port, dataDir, rows, env }) {
  const first = await startApi({ name, port, dataDir, writeLimit: NO_WRITE_LIMIT });
  await first.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  // As the API opens it (api/src/db/pglite.ts): the name search's index needs both to take a row.
  const db = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm, unaccent } });
  try {
    for (const sql of seedStatements(rows)) await db.exec(sql);
  } finally {
    await db.close();
  }
  return startApi({ name, port, dataDir, env });
}

/**
 * A PostgreSQL database of its own (created here, dropped at the end), migrated by the API and
 * filled by the bench through `pg` while the API runs.
 * @param {ApiOptions & { serverUrl: string, database: string, rows: Rows }} options
 */
export async function startPostgresApi({ name, port, serverUrl, database, rows, env }) {
  const drop = `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`;
  await withPg(serverUrl, async (admin) => {
    await admin.query(drop);
    await admin.query(`CREATE DATABASE ${database}`);
  });
  onCleanup(() => withPg(serverUrl, (client) => client.query(drop)));
  const url = databaseUrl(serverUrl, database);
  const api = await startApi({ name, port, databaseUrl: url, env });
  await withPg(url, async (client) => {
    for (const sql of seedStatements(rows)) await client.query(sql);
  });
  return api;
}

/**
 * Runs `body` with a client connected to `connectionString`, closed after it.
 * @template T
 * @param {string} connectionString
 * @param {(client: import('pg').Client) => Promise<T>} body
 */
export async function withPg(connectionString, body) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** The URL of `database` on the PostgreSQL server at `serverUrl`. */
export function databaseUrl(/** @type {string} */ serverUrl, /** @type {string} */ database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The PostgreSQL server to use, or null when none answers (its part of the bench is skipped). */
export async function findPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return serverUrl;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`  PostgreSQL not reachable at ${serverUrl} (${reason}): skipped`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
