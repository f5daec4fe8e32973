import {
  currentDeadline,
  Deadline,
  runWithDeadline,
  runWithoutDeadline,
  WriteCancelledError,
} from './deadline.ts';

/**
 * Group commit (docs/performance.md, "Group commit"): writes that arrive while another batch is
 * being written wait and go together, in one transaction, so many requests share one COMMIT and
 * its round trips (one flush of the WAL on PostgreSQL, one pass through PGlite). An idle API still
 * writes a lone request at once, on its own: no request waits for company.
 *
 * Each request keeps its own answer and its own deadline (deadline.ts): the batch runs under a
 * deadline of its own that expires as soon as one member's does, so a time-out still rolls back
 * what was not committed; the members whose time remains are then written one by one. A batch the
 * database refuses (a constraint one row breaks) is written one by one too, so one row's failure
 * is only its own. Any other failure (the connection lost, a COMMIT of unknown outcome) is every
 * member's answer: retrying could store a record twice.
 */
export interface GroupCommitOptions<In, Out> {
  /** Writes several items in one transaction; resolves their results in the same order. */
  writeMany: (items: In[]) => Promise<Out[]>;
  /** Writes one item alone (a lone request, and the fallback of a refused batch). */
  writeOne: (item: In) => Promise<Out>;
  /** Most items in one batch (bounds one statement's size). */
  maxBatch?: number;
  /**
   * Batches written at the same time (default 1). On PostgreSQL a second batch's BEGIN and INSERT
   * travel while the first one's COMMIT is flushed; PGlite runs one statement at a time anyway.
   */
  inFlight?: number;
}

interface Member<In, Out> {
  item: In;
  deadline: Deadline | undefined;
  resolve: (result: Out) => void;
  reject: (error: unknown) => void;
}

const DEFAULT_MAX_BATCH = 64;

/** A refusal of the statement by the database itself (SQLSTATE and severity): nothing stored. */
const refusedByDatabase = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
  typeof (error as { severity?: unknown }).severity === 'string';

/** Returns the function that writes one item, grouped with whatever else arrives meanwhile. */
export function groupCommit<In, Out>({
  writeMany,
  writeOne,
  maxBatch = DEFAULT_MAX_BATCH,
  inFlight = 1,
}: GroupCommitOptions<In, Out>): (item: In) => Promise<Out> {
  let queue: Member<In, Out>[] = [];
  let writers = 0;

  // Alone, under the member's own deadline: exactly the write of an API without group commit.
  const alone = (member: Member<In, Out>) => {
    const work = () => writeOne(member.item);
    const written = member.deadline ? runWithDeadline(member.deadline, work) : work();
    written.then(member.resolve, member.reject);
    return written.catch(() => undefined);
  };

  const together = async (members: Member<In, Out>[]) => {
    const batchDeadline = new Deadline();
    const stopWatching = members.map(({ deadline }) => {
      if (!deadline) return () => undefined;
      // The handler's time-out waits for a write in flight instead of answering "nothing stored".
      deadline.writesInFlight++;
      const stop = deadline.onExpire(() => batchDeadline.expire());
      return () => {
        stop();
        deadline.writesInFlight--;
      };
    });
    let results: Out[] | undefined;
    let failure: unknown;
    try {
      results = await runWithDeadline(batchDeadline, () => writeMany(members.map((m) => m.item)));
    } catch (error) {
      failure = error;
    } finally {
      for (const stop of stopWatching) stop();
    }
    if (results) {
      members.forEach((member, index) => member.resolve(results[index] as Out));
      return;
    }
    const cancelled = failure instanceof WriteCancelledError;
    if (!cancelled && !refusedByDatabase(failure)) {
      for (const member of members) member.reject(failure);
      return;
    }
    // Rolled back, so nothing of it is stored: each member again, alone.
    const again = members.filter((member) => {
      if (!cancelled || !member.deadline?.expired) return true;
      member.reject(new WriteCancelledError());
      return false;
    });
    await Promise.all(again.map(alone));
  };

  // Starts a writer when items wait and fewer than `inFlight` run.
  const startWriter = () => {
    if (queue.length === 0 || writers >= inFlight) return;
    writers++;
    // Outside the request's context: the batch is no single request's, its deadline its own.
    void runWithoutDeadline(drain);
  };

  const drain = async () => {
    try {
      await writeWaiting();
    } finally {
      writers--; // whatever happened, the next request starts a writer again
      // An item queued after the loop saw an empty queue but before this line would otherwise
      // wait for a request that may never come (a caller awaiting each create in turn did).
      startWriter();
    }
  };

  const writeWaiting = async () => {
    while (queue.length > 0) {
      // One turn of the event loop first, so requests already received join this batch. PGlite
      // runs in this thread and answers through microtasks alone: without this turn, no other
      // request is ever read while a write runs, and every batch held one request.
      await new Promise((resolve) => setImmediate(resolve));
      const waiting = queue;
      queue = [];
      // Those whose time ran out while they waited are answered "nothing stored" at once.
      const live = waiting.filter((member) => {
        if (!member.deadline?.expired) return true;
        member.reject(new WriteCancelledError());
        return false;
      });
      for (let start = 0; start < live.length; start += maxBatch) {
        const batch = live.slice(start, start + maxBatch);
        const [only] = batch;
        if (batch.length > 1) await together(batch);
        else if (only) await alone(only);
      }
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, deadline: currentDeadline(), resolve, reject });
      startWriter();
    });
}
