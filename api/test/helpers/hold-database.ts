import type { Database, Transaction } from '../../src/db/database.ts';
import { currentDeadline } from '../../src/db/deadline.ts';

export interface Hold {
  /** Lets the database run again; resolves once the holding transaction has ended. */
  release(): Promise<void>;
}

/**
 * Takes the embedded database and keeps it until `release`: PGlite runs one transaction at a
 * time, so every request's query queues behind this one, as behind a long write under load. Test
 * code only: nothing reachable over HTTP can do this. Resolves once the database is held.
 */
export async function holdDatabase(db: Database): Promise<Hold> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    held();
    await released;
  });
  await holding;
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}

/**
 * `db` as the app sees it, and `nextExpiry`: a promise that settles when the deadline of a request
 * using the database expires, i.e. once a handler's time-out has fired, without guessing by a sleep.
 */
export function watchDeadlines(db: Database): { db: Database; nextExpiry: () => Promise<void> } {
  const waiters = new Set<() => void>();
  const watch = () => {
    currentDeadline()?.onExpire(() => {
      for (const waiter of waiters) waiter();
      waiters.clear();
    });
  };
  return {
    db: {
      ...db,
      query<Row extends object>(sql: string, params?: readonly unknown[]) {
        watch();
        return db.query<Row>(sql, params);
      },
      transaction<T>(work: (tx: Transaction) => Promise<T>) {
        watch();
        return db.transaction(work);
      },
    },
    nextExpiry: () => new Promise<void>((resolve) => waiters.add(resolve)),
  };
}
