// The API as the bench runs it: the production bundle (api/dist/server.js) on a port of its own,
// on a PGlite folder in the bench's temp directory or on a PostgreSQL database created for the run,
// filled with bulk data (seed.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup, startProcess } from '../../scripts/lib/processes.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { PROCESS_OPTIONS, ROOT } from './paths.mjs';
import { seedStatements } from './seed.mjs';

const API_DIR = join(ROOT, 'api');
const BUNDLE = join(API_DIR, 'dist', 'server.js');

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

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

/**
 * @typedef {{ name: string, port: number, bundle?: string }} ApiOptions
 * @typedef {{ startups?: number, technologies?: number, searchWords?: boolean }} Rows
 */

/**
 * Starts the API (by default api/dist/server.js) and resolves once /v1/api/health answers.
 * @param {ApiOptions & ({ dataDir: string, databaseUrl?: undefined } | { dataDir?: undefined, databaseUrl: string })} options
 */
export async function startApi({ name, port, dataDir, databaseUrl, bundle = BUNDLE }) {
  const handle = startProcess(name, process.execPath, [bundle], {
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
      // The load generator is one client sending thousands of creates: no per-client write limit.
      WRITE_RATE_LIMIT: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    },
  });
  try {
    // The cast: scripts/lib/wait.mjs has no JSDoc yet, so its inferred options type lacks `died`.
    const options = /** @type {{ timeoutMs: number }} */ ({
      timeoutMs: 120_000,
      died: handle.exited,
    });
    await waitForUrl(`http://127.0.0.1:${port}/v1/api/health`, options);
  } catch (error) {
    await handle.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${name}: ${message}\n${handle.tail.join('\n')}`, { cause: error });
  }
  return { ...handle, url: `http://127.0.0.1:${port}` };
}

/**
 * An embedded database with `rows`: the API creates and migrates it (then stops), the bench fills
 * it through PGlite directly (the API must not hold the folder meanwhile), and the API starts again
 * on it. Returns the running API.
 * @param {ApiOptions & { dataDir: string, rows: Rows }} options
 */
export async function startPgliteApi({ name, port, dataDir, rows, bundle }) {
  const first = await startApi({ name, port, dataDir, bundle });
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
  return startApi({ name, port, dataDir, bundle });
}

/**
 * A PostgreSQL database of its own (created here, dropped at the end), migrated by the API and
 * filled by the bench through `pg` while the API runs.
 * @param {ApiOptions & { serverUrl: string, database: string, rows: Rows }} options
 */
export async function startPostgresApi({ name, port, serverUrl, database, rows, bundle }) {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const api = await startApi({ name, port, databaseUrl: url.toString(), bundle });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const sql of seedStatements(rows)) await client.query(sql);
  } finally {
    await client.end();
  }
  return api;
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
