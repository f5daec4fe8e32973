import { join } from 'node:path';
import type { Config } from '../config.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface OpenedDatabase {
  db: Database;
  /** What start-up did, for the log. */
  description: string;
  appliedMigrations: string[];
  seeded: boolean;
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/**
 * The database the server runs on: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pgdata (locked against a second process). Migrates, then seeds the demo data when the
 * database was just created (embedded by default, any with SEED_DEMO=1; never with SEED_DEMO=0).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo'>,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return prepare(openPostgres(config.databaseUrl), 'PostgreSQL (DATABASE_URL)', config, false);
  }

  // The lock comes first: opening PGlite on a directory another process writes is the damage.
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const db = await openPglite(join(config.dataDir, 'pgdata'));
    const opened = await prepare(db, `PGlite in ${config.dataDir}`, config, true);
    return {
      ...opened,
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** SEED_DEMO when set; otherwise an embedded database is seeded, a PostgreSQL server's is not. */
export const seedsDemoData = (seedDemo: boolean | undefined, embedded: boolean) =>
  seedDemo ?? embedded;

async function prepare(
  db: Database,
  description: string,
  config: Pick<Config, 'seedDemo'>,
  embedded: boolean,
): Promise<OpenedDatabase> {
  try {
    const seed = seedsDemoData(config.seedDemo, embedded);
    const { applied, fresh } = await migrate(db, seed ? { onCreate: seedDemoData } : {});
    const seeded = fresh && seed;
    return { db, description, appliedMigrations: applied, seeded, close: () => db.close() };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
