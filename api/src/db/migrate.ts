import { readdir, readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database.ts';

// Beside this file in src/, copied beside the bundle (dist/migrations) by build.mjs.
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

// Any constant shared by every process using the database: it serialises concurrent start-ups.
const MIGRATION_LOCK_KEY = 7_260_031;

export interface MigrationResult {
  /** Versions applied by this call, in order. */
  applied: string[];
  /** True when the database had no migration recorded before: it was just created. */
  fresh: boolean;
}

export interface MigrateOptions {
  /** Runs in the same transaction when the database is fresh: created with it, or not at all. */
  onCreate?: (tx: Queryable) => Promise<void>;
}

/** The numbered `NNN_name.sql` files, in the order they must run. */
export async function listMigrations(): Promise<{ version: string; sql: string }[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{3}_.+\.sql$/.test(file));
  files.sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each exactly once, all in one
 * transaction: a failure leaves the database as it was, and the next start tries again.
 */
export async function migrate(
  db: Database,
  options: MigrateOptions = {},
): Promise<MigrationResult> {
  const migrations = await listMigrations();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const { version, sql } of migrations) {
      if (done.has(version)) continue;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    const fresh = done.size === 0;
    if (fresh && options.onCreate) await options.onCreate(tx);
    return { applied, fresh };
  });
}
