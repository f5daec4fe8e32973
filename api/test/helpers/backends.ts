import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres, type PostgresTimeouts } from '../../src/db/postgres.ts';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { stallProxyToTestDatabase } from './stall-proxy.ts';

export const TEST_CORS_ORIGINS = ['http://localhost:5174', 'http://localhost:5175'];

interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  skip: boolean;
  open(): Promise<Database>;
}

// Module state survives from one test file to the next (isolate: false in vitest.config.ts): each
// database is created once per run, migrated once, and emptied between tests.
const opened = new Map<Backend['name'], Promise<Database>>();
const once = (name: Backend['name'], open: () => Promise<Database>) => {
  let database = opened.get(name);
  if (!database) {
    database = open();
    opened.set(name, database);
  }
  return database;
};

const pgSchema = inject('pgSchema');

export const BACKENDS: Backend[] = [
  {
    name: 'PGlite',
    skip: false,
    open: () =>
      once('PGlite', async () => {
        const db = await openPglite(undefined); // in memory
        await migrate(db);
        return db;
      }),
  },
  {
    name: 'PostgreSQL',
    skip: pgSchema === null,
    open: () =>
      once('PostgreSQL', async () => {
        const db = openPostgres(process.env.TEST_DATABASE_URL ?? '', {
          searchPath: `${pgSchema ?? 'public'},public`,
          allowExitOnIdle: true,
          // The shared test database waits longer for an answer than the API does (6 s): a test's
          // own heavy setup (100,000 rows and their index) on a busy CI machine is not a dead
          // connection. The fault tests open pools of their own with the real time-outs.
          timeouts: { queryMs: 60_000 },
        });
        await migrate(db);
        return db;
      }),
  },
];

// Every registered resource's table, a generated one's too: a test that writes to every resource
// (the conformance test) would otherwise leave rows behind for the next.
const TABLES = [
  ...Object.values(RESOURCES).map((definition) => definition.table),
  'idempotency_keys',
  'csv_import_rows',
  'deleted_records',
];

export async function emptyTables(db: Database) {
  await db.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY`);
}

export interface BackendContext {
  readonly app: App;
  readonly db: Database;
}

/**
 * Declares the same tests once per backend: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set (otherwise reported as skipped, with the reason in the suite's name). Tables start empty.
 */
export function describeOnBackends(title: string, tests: (context: BackendContext) => void) {
  for (const backend of BACKENDS) {
    const name = backend.skip
      ? `${title} [${backend.name}: skipped, TEST_DATABASE_URL not set]`
      : `${title} [${backend.name}]`;
    describe.skipIf(backend.skip)(name, () => {
      let app: App | undefined;
      let db: Database | undefined;
      beforeAll(async () => {
        db = await backend.open();
        app = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS });
      });
      afterAll(async () => {
        await app?.close();
      });
      beforeEach(async () => {
        if (db) await emptyTables(db);
        // On PostgreSQL the TRUNCATE reaches the list cache as a NOTIFY, later: a test's first read
        // must not get the previous test's list from the cache before it arrives.
        app?.listCache.clear();
      });
      tests({
        get app() {
          if (!app) throw new Error('the app is built in beforeAll');
          return app;
        },
        get db() {
          if (!db) throw new Error('the database is opened in beforeAll');
          return db;
        },
      });
    });
  }
}

/** Time-outs short enough for a test to see a stalled connection within seconds. */
export const STALL_TIMEOUTS: Partial<PostgresTimeouts> = {
  connectMs: 1_000,
  statementMs: 1_000,
  queryMs: 1_500,
  heartbeatMs: 300,
};

/** The test database (this run's schema) through a stall proxy: the proxy, and a pool through it. */
export async function postgresThroughStallProxy(timeouts?: Partial<PostgresTimeouts>) {
  const { proxy, url } = await stallProxyToTestDatabase();
  const db = openPostgres(url, {
    searchPath: `${pgSchema ?? 'public'},public`,
    allowExitOnIdle: true,
    ...(timeouts ? { timeouts } : {}),
  });
  return { proxy, db };
}
