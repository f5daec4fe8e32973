import { join } from 'node:path';
import type { Config } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Database, Queryable } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface OpenedDatabase {
  db: Database;
  /** What start-up did, for the log. */
  description: string;
  appliedMigrations: string[];
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Runs in the migrations' transaction when they created the database (the demo data). */
  onCreate?: (tx: Queryable, kind: Database['kind']) => Promise<void>;
}

/**
 * The database the server runs on: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pgdata (locked against a second process), migrated.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return prepare(openPostgres(config.databaseUrl), 'PostgreSQL (DATABASE_URL)', options);
  }

  // The lock comes first: opening PGlite on a directory another process writes is the damage.
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const db = await openPglite(join(config.dataDir, 'pgdata'));
    const opened = await prepare(db, `PGlite in ${config.dataDir}`, options);
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

// A new replica gets requests as soon as it is healthy. Connections opened only then, one per
// concurrent request, can each take longer than the connect time-out on a busy node (a 503 for
// that request); opened before the server listens, they are ready for its first requests.
const WARM_CONNECTIONS = 8;

async function prepare(
  db: Database,
  description: string,
  { onCreate }: OpenOptions,
): Promise<OpenedDatabase> {
  try {
    const { applied } = await migrate(
      db,
      onCreate ? { onCreate: (tx) => onCreate(tx, db.kind) } : {},
    );
    if (db.kind === 'postgres') {
      await Promise.all(Array.from({ length: WARM_CONNECTIONS }, () => db.query('SELECT 1')));
    }
    return { db, description, appliedMigrations: applied, close: () => db.close() };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
