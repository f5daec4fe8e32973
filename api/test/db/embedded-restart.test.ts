import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../../src/db/data-dir-lock.ts';
import { DEMO_STARTUPS, DEMO_TECHNOLOGIES } from '../../src/seed/demo-data.ts';
import { openDatabaseWithDemoData } from '../../src/seed/open-with-demo-data.ts';
import { createResourceRepository } from '../../src/resources/resource-repository.ts';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { startupBody } from '../helpers/fixtures.ts';

const startupsResource = RESOURCES.startups;

// The real start-up path on a real data directory: created, seeded, locked, closed, reopened.
// Each fresh PGlite costs seconds, so this file creates just one.
describe('the embedded database across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const config = { databaseUrl: undefined, dataDir, seedDemo: undefined };

  const count = async (db: { query: (sql: string) => Promise<object[]> }, table: string) =>
    (await db.query(`SELECT id FROM ${table}`)).length;

  // Two PGlite opens on disk: tens of seconds on a loaded machine.
  it(
    'is created with the demo data, refuses a second opener, and keeps records after a restart',
    { timeout: 90_000 },
    async () => {
      const first = await openDatabaseWithDemoData(config);
      expect(first.appliedMigrations[0]).toBe('001_init');
      expect(first.seeded).toBe(true);
      expect(await count(first.db, 'startups')).toBe(DEMO_STARTUPS.length);
      expect(await count(first.db, 'technologies')).toBe(DEMO_TECHNOLOGIES.length);

      await expect(openDatabaseWithDemoData(config)).rejects.toThrow(DataDirLockedError);

      const created = await createResourceRepository(startupsResource, first.db).create({
        ...startupBody({ name: 'Sobrevive al reinicio', category: 'SaaS' }),
        category: 'SaaS',
      });
      await first.close();

      const second = await openDatabaseWithDemoData(config);
      try {
        expect(second.appliedMigrations).toEqual([]);
        expect(second.seeded).toBe(false); // never on a database that already exists
        const startups = JSON.parse(
          await createResourceRepository(startupsResource, second.db).listJson({}),
        ) as unknown[];
        expect(startups).toHaveLength(DEMO_STARTUPS.length + 1);
        expect(startups[0]).toEqual(created);
      } finally {
        await second.close();
      }
    },
  );
});
