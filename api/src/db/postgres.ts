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

/** How the pool's sessions show in pg_stat_activity. */
export const POOL_APPLICATION_NAME = 'sistema-api';

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
    // How the API's sessions show in pg_stat_activity; a connection string's own one wins.
    application_name: POOL_APPLICATION_NAME,
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
  // A checked-out connection has no listener of the pool's: its session ended by the server
  // (pg_terminate_backend, a restart, idle_in_transaction_session_timeout) or its network cut, it
  // emits 'error' on a Client nobody listens to, and Node ends the process. The query in flight, or
  // the next one, fails with that error anyway (a 503); this listener only keeps the process up.
  const whileCheckedOut = () => undefined;
  pool.on('acquire', (client) => client.on('error', whileCheckedOut));
  pool.on('release', (_error, client) => client.off('error', whileCheckedOut));

  const changes = createTableChanges(
    listenToPostgres(connection, {
      heartbeatMs: timeouts.heartbeatMs,
      heartbeatTimeoutMs: Math.min(timeouts.queryMs, 3_000),
    }),
  );

  const inTransaction = async <T>(
    work: (tx: Transaction) => Promise<T>,
    opening?: Opening,
  ): Promise<T> => {
    const deadline = currentDeadline();
    if (deadline?.expired) throw new WriteCancelledError();
    if (deadline) deadline.writesInFlight++;
    try {
      return await runTransaction(
        await pool.connect(),
        work,
        deadline,
        (xid, pid) => commitOutcome(pool, xid, pid),
        opening,
      );
    } finally {
      if (deadline) deadline.writesInFlight--;
    }
  };
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) => inTransaction(work);

  return {
    kind: 'postgres',
    changes,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      // pool.query destroys the connection (release with the error) when the query fails.
      if (!isWriteStatement(sql)) return (await pool.query<Row>(sql, [...params])).rows;
      // A write alone: its statement travels with BEGIN (see `Opening`).
      const opening: Opening = { text: sql, params, rows: undefined };
      return inTransaction(
        async (tx) => (opening.rows as Row[] | undefined) ?? tx.query<Row>(sql, params),
        opening,
      );
    },
    transaction,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/** What became of a transaction whose COMMIT got no answer. */
type CommitOutcome = 'committed' | 'aborted' | 'unknown';

/**
 * BEGIN, `work`, COMMIT on one pooled connection. If the request's deadline expires before COMMIT
 * is sent, the connection is closed at once: PostgreSQL rolls back what it has received, whenever
 * it receives it, and no COMMIT ever follows, so the write is certainly not stored. Once COMMIT is
 * sent and its answer lost (the session ended, the connection cut), the transaction's id says what
 * happened (`outcomeOf`): stored, the write succeeds; rolled back, it fails like any unavailable
 * database; neither can be learnt, WriteOutcomeUnknownError.
 */
async function runTransaction<T>(
  client: pg.PoolClient,
  work: (tx: Transaction) => Promise<T>,
  deadline: Deadline | undefined,
  outcomeOf: (xid: string, pid: number | undefined) => Promise<CommitOutcome>,
  opening?: Opening,
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
    const xid = await begin(client, opening);
    const result = await work({
      query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => {
        const { rows } = await client.query<Row>(preparedQuery(sql, params));
        preparedOn(client).add(sql);
        return rows;
      },
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
      // PostgreSQL's own refusal (a serialization failure…) leaves the session up: not committed.
      if (error instanceof pg.DatabaseError && error.severity === 'ERROR') throw error;
      const outcome = await outcomeOf(xid, (client as { processID?: number }).processID);
      if (outcome === 'committed') return result;
      throw outcome === 'aborted' ? error : new WriteOutcomeUnknownError(error);
    }
    release();
    return result;
  } catch (error) {
    if (!connection.released && error instanceof pg.DatabaseError && error.severity === 'ERROR') {
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

/** Distinct statement texts given a name; any beyond are sent unnamed, parsed on each run. */
const MAX_PREPARED_STATEMENTS = 200;
const statementNames = new Map<string, string>();

/**
 * A statement with parameters inside a transaction (every write) as a named prepared statement:
 * each connection parses and plans its text once, then only binds and executes it, as pgbench's
 * `-M prepared` does. A create's batch statement parsed and planned anew each time cost PostgreSQL
 * about as much as its insert (creates/s +18 % with it). The texts are the repositories' own, a
 * fixed set; the bound keeps a caller writing SQL per request from filling every session with
 * plans.
 */
function preparedQuery(text: string, params: readonly unknown[]): pg.QueryConfig {
  // Without parameters, as before: pg sends it as a simple query (which may hold several).
  if (params.length === 0) return { text };
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `sistema_${String(statementNames.size)}`;
    statementNames.set(text, name);
  }
  return { text, values: [...params], ...(name === undefined ? {} : { name }) };
}

/**
 * A transaction's one statement, sent in BEGIN's round trip (`begin`); `rows` holds its answer.
 * A write alone (a batch of creates, an update, a delete) then takes two round trips, not three:
 * `BEGIN; SELECT txid_current(); EXECUTE …` as one simple query, then COMMIT. Nothing of what
 * `runTransaction` promises changes: a simple query stops at its first error (a refused BEGIN runs
 * nothing after it), the transaction's id and the statement's rows are known before COMMIT is
 * sent, and a deadline can still stop the transaction before it.
 */
interface Opening {
  text: string;
  params: readonly unknown[];
  rows: object[] | undefined;
}

/** The statement texts each connection has prepared (under statementNames' name) so far. */
const prepared = new WeakMap<pg.ClientBase, Set<string>>();
function preparedOn(client: pg.ClientBase): Set<string> {
  let texts = prepared.get(client);
  if (!texts) prepared.set(client, (texts = new Set()));
  return texts;
}

/**
 * `EXECUTE name(…)` of `opening`, its parameters written as SQL literals, when this connection has
 * prepared its statement and every parameter is text, a number or null (as `pg` would send them,
 * untyped, for the server to cast): else null, and the statement goes the usual way after BEGIN.
 */
function executeText(client: pg.ClientBase, { text, params }: Opening): string | null {
  const name = statementNames.get(text);
  if (name === undefined || !preparedOn(client).has(text)) return null;
  const literals: string[] = [];
  for (const param of params) {
    if (param === null || param === undefined) literals.push('NULL');
    // A NUL byte would end the query's text: such a value goes as a parameter (and is refused).
    else if (typeof param === 'string' && !param.includes('\0'))
      literals.push(client.escapeLiteral(param));
    else if (typeof param === 'number' && Number.isFinite(param))
      literals.push(`'${String(param)}'`);
    else return null;
  }
  return `EXECUTE ${name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`;
}

/**
 * BEGIN, and the transaction's id (a 64-bit txid, as text), in one round trip; with `opening`'s
 * statement too when it can travel with them (its rows then in `opening.rows`).
 */
async function begin(client: pg.PoolClient, opening?: Opening): Promise<string> {
  const execute = opening && executeText(client, opening);
  // Statements in one simple query: pg answers with one result per statement.
  const results = (await client.query(
    `BEGIN; SELECT txid_current()::text AS xid${execute ? `; ${execute}` : ''}`,
  )) as unknown;
  const [, ofXid, ofExecute] = Array.isArray(results)
    ? (results as (pg.QueryResult | undefined)[])
    : [];
  const xid: unknown = (ofXid?.rows[0] as { xid?: unknown } | undefined)?.xid;
  if (typeof xid !== 'string') throw new Error('BEGIN did not report the transaction id');
  if (execute) {
    if (!ofExecute) throw new Error('BEGIN did not answer the statement sent with it');
    opening.rows = ofExecute.rows as object[];
  }
  return xid;
}

/** How long a lost COMMIT's outcome is sought: within the handler's last-resort wait. */
const OUTCOME_CHECK_MS = 4_000;
const OUTCOME_RETRY_MS = 200;
/** Each question about it is short: a server that does not answer within this is not asked again. */
const OUTCOME_QUERY_MS = 1_000;

/**
 * Asks PostgreSQL, on another connection, whether transaction `xid` committed (txid_status, made
 * for exactly this). Still in progress means its session outlived our connection (a cut network,
 * not a server that ended it): that session, `pid`, is ended first, so held COMMIT bytes arriving
 * later cannot store what was already reported lost. 'unknown' while the server cannot be asked.
 */
async function commitOutcome(
  pool: pg.Pool,
  xid: string,
  pid: number | undefined,
): Promise<CommitOutcome> {
  const ask = <Row extends object>(text: string, values: unknown[]) => {
    // pg also reads a query's own query_timeout (its types do not list it).
    const query: pg.QueryConfig & { query_timeout: number } = {
      text,
      values,
      query_timeout: OUTCOME_QUERY_MS,
    };
    return pool.query<Row>(query);
  };
  const giveUpAt = Date.now() + OUTCOME_CHECK_MS;
  while (Date.now() < giveUpAt) {
    try {
      const [row] = (
        await ask<{ status: string | null }>('SELECT txid_status($1) AS status', [xid])
      ).rows;
      if (row?.status === 'committed') return 'committed';
      if (row?.status === 'aborted') return 'aborted';
      if (row?.status === 'in progress' && pid !== undefined) {
        // Only that session, and only while it still runs this transaction (a pid is reused).
        await ask(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE pid = $1 AND backend_xid::text = ($2::bigint % 4294967296)::text`,
          [pid, xid],
        );
      }
    } catch {
      // The server is still away (restarting, unreachable): ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_RETRY_MS));
  }
  return 'unknown';
}
