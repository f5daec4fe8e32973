/**
 * The one seam between the API and PostgreSQL. PGlite (embedded) and `pg` (a server) both sit
 * behind it, so repositories, migrations and their tests are written once, in one SQL dialect.
 */
import type { TableChanges } from './table-changes.ts';

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (a migration file). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Writes committed to each table, by any connection or process (migration 004's triggers). */
  readonly changes: TableChanges;
  /** Runs `work` on one connection between BEGIN and COMMIT; ROLLBACK when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
