import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';

// Replicas of the API that start together (a Swarm or Kubernetes deployment) each run the
// migrations on start-up: exactly one of them may apply them, the others must find them done.
const pgSchema = inject('pgSchema');
const schema = `${pgSchema ?? ''}_concurrent`;
const REPLICAS = 4;

describe.skipIf(pgSchema === null)(
  'migrations started by several replicas at once (PostgreSQL)',
  () => {
    const pools: Database[] = [];
    const open = () => {
      const db = openPostgres(process.env.TEST_DATABASE_URL ?? '', {
        searchPath: `${schema},public`,
        allowExitOnIdle: true,
      });
      pools.push(db);
      return db;
    };

    afterAll(async () => {
      await pools[0]?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await Promise.all(pools.map((db) => db.close()));
    });

    it('applies each migration exactly once, by one replica, on an empty database', async () => {
      const admin = open();
      await admin.query(`CREATE SCHEMA "${schema}"`);
      const replicas = Array.from({ length: REPLICAS }, open);

      const results = await Promise.all(replicas.map((db) => migrate(db)));

      const versions = (await listMigrations()).map((m) => m.version);
      const creators = results.filter((result) => result.fresh);
      expect(creators).toEqual([{ applied: versions, fresh: true }]);
      expect(results.filter((result) => !result.fresh)).toEqual(
        Array.from({ length: REPLICAS - 1 }, () => ({ applied: [], fresh: false })),
      );
      const recorded = await admin.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(recorded.map((row) => row.version)).toEqual(versions);
    });
  },
);
