import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database } from './database.ts';
import { currentDeadline, isWriteStatement, WriteCancelledError } from './deadline.ts';
import { preparedWrites } from './pglite/prepared-writes.ts';
import { createTableChanges, TABLE_CHANGES_CHANNEL } from './table-changes.ts';

/**
 * Embedded PostgreSQL (WebAssembly) in `dataDir`, or in memory when it is undefined (tests).
 * pg_trgm and unaccent are always loaded: once the name search's index uses them (migration 009),
 * every later open needs them to read or write that index.
 * PGlite runs one statement at a time; concurrent requests simply queue.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const options = { extensions: { pg_trgm, unaccent } };
  const pglite = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  // Every page comes from memory (the OS's file cache): a random read costs what a sequential one
  // does. With the default 4, a name search on 1,000 startups read the whole table, evaluating
  // the name match on each row in WebAssembly (3.0 ms), instead of the trigram index (1.2 ms).
  await pglite.exec('SET random_page_cost = 1.1');

  // Only this process writes the data directory (data-dir-lock.ts), and the API reports its own
  // writes itself; listening also covers writes made through this handle around the API (tests,
  // scripts). PGlite calls the listener before the writing query's promise settles.
  const changes = createTableChanges((emit) => {
    const listening = pglite
      .listen(TABLE_CHANGES_CHANNEL, (table) => emit({ type: 'changed', table }))
      .then((unlisten) => {
        emit({ type: 'connected' });
        return unlisten;
      });
    listening.catch((error: unknown) => {
      console.error('PGlite: cannot LISTEN for table changes, lists are not cached:', error);
    });
    return async () => {
      await (await listening.catch(() => undefined))?.().catch(() => undefined);
    };
  });

  // BEGIN … COMMIT with the request's deadline: once it has expired, the next step throws and
  // PGlite rolls everything back. In process, a statement cannot stall on a network; it may wait
  // behind others.
  const guarded = async <T>(
    work: (tx: PgliteTransaction, check: () => void) => Promise<T>,
  ): Promise<T> => {
    const deadline = currentDeadline();
    const check = () => {
      if (deadline?.expired) throw new WriteCancelledError();
    };
    check();
    if (deadline) deadline.writesInFlight++;
    try {
      return await pglite.transaction(async (tx) => {
        check();
        const result = await work(tx, check);
        check();
        return result;
      });
    } finally {
      if (deadline) deadline.writesInFlight--;
    }
  };

  const transaction = <T>(work: Parameters<Database['transaction']>[0]) =>
    guarded(
      async (tx, check) =>
        (await work({
          query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => {
            check();
            const { rows } = await tx.query<Row>(sql, [...params]);
            check();
            return rows;
          },
          exec: async (script) => {
            check();
            await tx.exec(script);
          },
        })) as T,
    );

  const prepared = preparedWrites(pglite);

  return {
    kind: 'pglite',
    changes,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      if (isWriteStatement(sql)) {
        // Parsed and planned once (pglite/prepared-writes.ts), in its own transaction as before.
        return guarded(
          async (tx) =>
            (await prepared<Row>(sql, params)) ?? (await tx.query<Row>(sql, [...params])).rows,
        );
      }
      return (await pglite.query<Row>(sql, [...params])).rows;
    },
    transaction,
    close: async () => {
      await changes.close();
      await pglite.close();
    },
  };
}
