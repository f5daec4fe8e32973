import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from './database.ts';

/**
 * Embedded PostgreSQL (WebAssembly) in `dataDir`, or in memory when it is undefined (tests).
 * pg_trgm is always loaded: once an index uses it, every later open needs it to read that index.
 * PGlite runs one statement at a time; concurrent requests simply queue.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const options = { extensions: { pg_trgm } };
  const pglite = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);

  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await pglite.query<Row>(sql, [...params])).rows;
    },
    transaction<T>(work: Parameters<Database['transaction']>[0]) {
      return pglite.transaction(
        async (tx) =>
          (await work({
            query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
              (await tx.query<Row>(sql, [...params])).rows,
            exec: async (script) => {
              await tx.exec(script);
            },
          })) as T,
      );
    },
    close: () => pglite.close(),
  };
}
