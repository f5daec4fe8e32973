import type { Config } from '../config.ts';
import { openDatabase, type OpenedDatabase } from '../db/open-database.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** SEED_DEMO when set; otherwise an embedded database is seeded, a PostgreSQL server's is not. */
export const seedsDemoData = (seedDemo: boolean | undefined, embedded: boolean) =>
  seedDemo ?? embedded;

/**
 * The server's database (openDatabase) with the demo records, when its migrations have just created
 * it and SEED_DEMO asks for them: an embedded one by default, any with SEED_DEMO=1, never with
 * SEED_DEMO=0. They go in the migrations' transaction: created with the tables, or not at all.
 */
export async function openDatabaseWithDemoData(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo'>,
): Promise<OpenedDatabase & { seeded: boolean }> {
  let seeded = false;
  const database = await openDatabase(config, {
    onCreate: async (tx, kind) => {
      if (!seedsDemoData(config.seedDemo, kind === 'pglite')) return;
      await seedDemoData(tx);
      seeded = true;
    },
  });
  return { ...database, seeded };
}
