import pg from 'pg';
import type { Database, Transaction } from './database.ts';
import {
  currentDeadline,
  isWriteStatement,
  WriteCancelledError,
  WriteOutcomeUnknownError,
  type Deadline,
} from './deadline.ts';
import { listenToPostgres } from './postgres-change-listener.ts';
import { createTableChanges } from './table-changes.ts';

/**
 * How long the API waits for PostgreSQL. A connection can die without a word (a network cut, a
 * stalled proxy): only a client-side time-out finds out, and the connection is then destroyed,
 * never handed to the next request.
 */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement that runs longer (and answers an error). */
  statementMs: number;
  /** Client side: no answer after this, and the connection is presumed dead. */
  queryMs: number;
  /** Idle time before TCP keepalive probes start (a peer that vanished is noticed by the OS). */
  keepAliveDelayMs: number;
  /** How often the LISTEN connection is checked (it fails after min(queryMs, 3 s) of silence). */
  heartbeatMs: number;
}

// Within the handler's 10 s: a read waits at most connectMs for a connection plus queryMs.
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 3_000,
  statementMs: 5_000,
  queryMs: 6_000,
  keepAliveDelayMs: 10_000,
  heartbeatMs: 5_000,
};

export interface PostgresOptions {
  /** Schema search path for every connection (tests use a schema of their own). */
  searchPath?: string;
  /** Let the process exit while idle connections remain (tests). */
  allowExitOnIdle?: boolean;
  timeouts?: Partial<PostgresTimeouts>;
}

/** A real PostgreSQL server through a `pg` connection pool. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
  const connection = {
    connectionString,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  };
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    // A transaction whose client vanished mid-way (its connection destroyed on a time-out, the
    // network cut) would hold its row locks, an Idempotency-Key's among them, until the server's
    // TCP keepalive gives up (hours): PostgreSQL ends such a session after 10 s instead.
    idle_in_transaction_session_timeout: 10_000,
    allowExitOnIdle: options.allowExitOnIdle ?? false,
  });
  // An idle connection dropped by the server emits here; unhandled, it would kill the process.
  pool.on('error', (error) => {
    console.error('PostgreSQL idle connection error:', error.message);
  });

  const changes = createTableChanges(
    listenToPostgres(connection, {
      heartbeatMs: timeouts.heartbeatMs,
      heartbeatTimeoutMs: Math.min(timeouts.queryMs, 3_000),
    }),
  );

  const transaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const deadline = currentDeadline();
    if (deadline?.expired) throw new WriteCancelledError();
    if (deadline) deadline.writesInFlight++;
    try {
      return await runTransaction(await pool.connect(), work, deadline);
    } finally {
      if (deadline) deadline.writesInFlight--;
    }
  };

  return {
    kind: 'postgres',
    changes,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      // pool.query destroys the connection (release with the error) when the query fails.
      if (!isWriteStatement(sql)) return (await pool.query<Row>(sql, [...params])).rows;
      return transaction((tx) => tx.query<Row>(sql, params));
    },
    transaction,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * BEGIN, `work`, COMMIT on one pooled connection. If the request's deadline expires before COMMIT
 * is sent, the connection is closed at once: PostgreSQL rolls back what it has received, whenever
 * it receives it, and no COMMIT ever follows, so the write is certainly not stored. Once COMMIT is
 * sent, only its answer tells: without one the outcome is unknown (WriteOutcomeUnknownError).
 */
async function runTransaction<T>(
  client: pg.PoolClient,
  work: (tx: Transaction) => Promise<T>,
  deadline: Deadline | undefined,
): Promise<T> {
  const connection = { released: false }; // an object: set from the expiry callback too
  const release = (error?: Error) => {
    if (connection.released) return;
    connection.released = true;
    client.release(error); // with an error, the connection is destroyed, not pooled
  };
  let committing = false;
  const stopWatching = deadline?.onExpire(() => {
    if (!committing) release(new WriteCancelledError());
  });
  try {
    if (deadline?.expired) throw new WriteCancelledError(); // while waiting for a connection
    await client.query('BEGIN');
    const result = await work({
      query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
        (await client.query<Row>(sql, [...params])).rows,
      exec: async (script) => {
        await client.query(script);
      },
    });
    if (deadline?.expired) throw new WriteCancelledError();
    committing = true;
    try {
      await client.query('COMMIT');
    } catch (error) {
      release(error as Error);
      // PostgreSQL's own answer (a serialization failure…) means not committed.
      throw error instanceof pg.DatabaseError ? error : new WriteOutcomeUnknownError(error);
    }
    release();
    return result;
  } catch (error) {
    if (!connection.released && error instanceof pg.DatabaseError) {
      // The server refused a statement and the connection is sound: roll back and reuse it.
      await client.query('ROLLBACK').then(
        () => release(),
        (rollbackError: unknown) => release(rollbackError as Error),
      );
    }
    release(error as Error);
    if (deadline?.expired && !committing) throw new WriteCancelledError();
    throw error;
  } finally {
    stopWatching?.();
  }
}
