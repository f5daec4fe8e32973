import { inject, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/open-database.ts';
import { DEMO_STARTUPS } from '../../src/seed/demo-data.ts';
import { openDatabaseWithDemoData, seedsDemoData } from '../../src/seed/open-with-demo-data.ts';

describe('seeding the demo data', () => {
  it('seeds a fresh embedded database unless SEED_DEMO=0, a server only with SEED_DEMO=1', () => {
    expect(seedsDemoData(undefined, true)).toBe(true);
    expect(seedsDemoData(false, true)).toBe(false);
    expect(seedsDemoData(undefined, false)).toBe(false);
    expect(seedsDemoData(true, false)).toBe(true);
  });
});

const url = process.env.TEST_DATABASE_URL;
const runSchema = inject('pgSchema');

describe.skipIf(!url || !runSchema)(
  `DATABASE_URL start-up${url ? '' : ' [skipped, TEST_DATABASE_URL not set]'}`,
  () => {
    // A schema of its own, chosen through the URL as an operator would (libpq `options`).
    const withSchema = async (test: (url: string) => Promise<void>) => {
      const schema = `${runSchema ?? ''}_open`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
      try {
        const databaseUrl = `${url ?? ''}?options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
        await test(databaseUrl);
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      }
    };

    it('migrates a fresh server database without demo data by default, with it on SEED_DEMO=1', async () => {
      await withSchema(async (databaseUrl) => {
        const plain = await openDatabaseWithDemoData({
          databaseUrl,
          dataDir: '/nonexistent',
          seedDemo: undefined,
        });
        expect(plain.seeded).toBe(false);
        expect(await plain.db.query('SELECT id FROM startups')).toEqual([]);
        await plain.close();
      });
      await withSchema(async (databaseUrl) => {
        const seeded = await openDatabaseWithDemoData({
          databaseUrl,
          dataDir: '/nonexistent',
          seedDemo: true,
        });
        expect(seeded.seeded).toBe(true);
        expect(await seeded.db.query('SELECT id FROM startups')).toHaveLength(DEMO_STARTUPS.length);
        await seeded.close();
        // Reopened: the database exists, so never seeded again.
        const again = await openDatabaseWithDemoData({
          databaseUrl,
          dataDir: '/nonexistent',
          seedDemo: true,
        });
        expect(again.seeded).toBe(false);
        expect(await again.db.query('SELECT id FROM startups')).toHaveLength(DEMO_STARTUPS.length);
        await again.close();
      });
    });

    it('opens its first connections before it serves, so a new replica answers at once', async () => {
      await withSchema(async (databaseUrl) => {
        const name = `open_warm_${process.pid}`;
        const opened = await openDatabase({
          databaseUrl: `${databaseUrl}&application_name=${name}`,
          dataDir: '/nonexistent',
        });
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        const { rows } = await admin.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1',
          [name],
        );
        await admin.end();
        await opened.close();
        expect(rows[0]?.count).toBeGreaterThanOrEqual(8);
      });
    });
  },
);
