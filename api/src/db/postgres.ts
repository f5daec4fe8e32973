import pg from 'pg';
import type { Database, Transaction } from './database.ts';
import { listenToPostgres } from './postgres-change-listener.ts';
import { createTableChanges } from './table-changes.ts';

export interface PostgresOptions {
  /** Schema search path for every connection (tests use a schema of their own). */
  searchPath?: string;
  /** Let the process exit while idle connections remain (tests). */
  allowExitOnIdle?: boolean;
}

/** A real PostgreSQL server through a `pg` connection pool. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const searchPath = options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {};
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A runaway statement must not hold a connection longer than a request may last.
    statement_timeout: 10_000,
    allowExitOnIdle: options.allowExitOnIdle ?? false,
    ...searchPath,
  });
  // An idle connection dropped by the server emits here; unhandled, it would kill the process.
  pool.on('error', (error) => {
    console.error('PostgreSQL idle connection error:', error.message);
  });

  const changes = createTableChanges(listenToPostgres({ connectionString, ...searchPath }));

  return {
    kind: 'postgres',
    changes,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query<Row>(sql, [...params])).rows;
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<Row>(sql, [...params])).rows,
          exec: async (script) => {
            await client.query(script);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}
