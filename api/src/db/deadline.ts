import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time a request may still spend on the database. The handler time-out (http/handler-timeout.ts)
 * expires it; the database layer, which reads it from the request's async context, then stops a
 * write before its COMMIT and rolls it back, so a time-out answer can say "nothing was stored".
 */
export class Deadline {
  #expired = false;
  #listeners = new Set<() => void>();
  /** Write transactions of this request that have begun and not yet settled. */
  writesInFlight = 0;

  get expired() {
    return this.#expired;
  }

  expire() {
    if (this.#expired) return;
    this.#expired = true;
    for (const listener of this.#listeners) listener();
    this.#listeners.clear();
  }

  /** Calls `listener` once when the deadline expires; returns the function that cancels that. */
  onExpire(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const storage = new AsyncLocalStorage<Deadline>();

/** Runs `work` (and everything it starts) under `deadline`. */
export const runWithDeadline = <T>(deadline: Deadline, work: () => T): T =>
  storage.run(deadline, work);

/** Runs `work` (and everything it starts) under no request's deadline (a group commit's batch). */
export const runWithoutDeadline = <T>(work: () => T): T => storage.exit(work);

/** The current request's deadline; undefined outside a request (start-up, scripts, tests). */
export const currentDeadline = (): Deadline | undefined => storage.getStore();

/** The deadline expired before COMMIT: the write was rolled back, nothing is stored. */
export class WriteCancelledError extends Error {
  readonly code = 'WRITE_CANCELLED';
  constructor() {
    super('the request deadline expired before COMMIT: rolled back');
  }
}

/** COMMIT was sent but its answer never came: the write may or may not be stored. */
export class WriteOutcomeUnknownError extends Error {
  readonly code = 'WRITE_OUTCOME_UNKNOWN';
  constructor(cause: unknown) {
    super('COMMIT sent, no answer: the outcome is unknown', { cause });
  }
}

// INSERT, UPDATE, DELETE (and anything that may write) run in a transaction of their own, so a
// time-out can roll them back; a plain SELECT needs none.
const WRITE_STATEMENT = /^\s*(?:INSERT|UPDATE|DELETE|MERGE|WITH|TRUNCATE)\b/i;
export const isWriteStatement = (sql: string) => WRITE_STATEMENT.test(sql);
