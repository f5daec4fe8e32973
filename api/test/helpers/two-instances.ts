import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { BACKENDS, emptyTables } from './backends.ts';

const pgSchema = inject('pgSchema');
/** The test PostgreSQL backend; two instances need one, so their suites skip without it. */
export const postgres = BACKENDS.find((backend) => backend.name === 'PostgreSQL');

/**
 * Two API instances on the test PostgreSQL database (call inside a describe), each with its own
 * pool, list cache and LISTEN connection, as `docker compose up --scale api=2` runs them. The
 * tables start empty; the array is filled by beforeAll: [writer, reader].
 */
export function useTwoInstances(): readonly App[] {
  const databases: Database[] = [];
  const apps: App[] = [];
  beforeAll(async () => {
    await emptyTables(await (postgres?.open() ?? Promise.reject(new Error('no PostgreSQL'))));
    for (let i = 0; i < 2; i++) {
      const db = openPostgres(process.env.TEST_DATABASE_URL ?? '', {
        searchPath: `${pgSchema ?? 'public'},public`,
        allowExitOnIdle: true,
      });
      databases.push(db);
      apps.push(await buildApp({ db, corsOrigins: [] }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of databases) await db.close();
  });
  return apps;
}
