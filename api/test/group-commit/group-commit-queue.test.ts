import { describe, expect, it } from 'vitest';
import { Deadline, runWithDeadline, WriteCancelledError } from '../../src/db/deadline.ts';
import { groupCommit } from '../../src/db/group-commit.ts';

/** A database stand-in: records each call, answers when the test says so. */
function fakeWrites() {
  const calls: { kind: 'one' | 'many'; items: number[] }[] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  return {
    calls,
    /** Holds every write until `open()`. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
    writeOne: async (item: number) => {
      calls.push({ kind: 'one', items: [item] });
      await gate;
      if (item < 0) throw Object.assign(new Error('check'), { code: '23514', severity: 'ERROR' });
      return `fila ${String(item)}`;
    },
    writeMany: async (items: number[]) => {
      calls.push({ kind: 'many', items });
      await gate;
      if (items.some((item) => item < 0)) {
        throw Object.assign(new Error('check'), { code: '23514', severity: 'ERROR' });
      }
      return items.map((item) => `fila ${String(item)}`);
    },
  };
}

/** Lets the queue's turn of the event loop pass, so the write of what is queued begins. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes a lone request alone, and what arrives meanwhile as one batch', async () => {
    const db = fakeWrites();
    const write = groupCommit(db);
    db.hold();
    const first = write(1);
    await nextTurn();
    const rest = [2, 3, 4].map((item) => write(item));
    db.open();
    expect(await Promise.all([first, ...rest])).toEqual(['fila 1', 'fila 2', 'fila 3', 'fila 4']);
    expect(db.calls).toEqual([
      { kind: 'one', items: [1] },
      { kind: 'many', items: [2, 3, 4] },
    ]);
  });

  it('joins the requests received in the same turn of the event loop, even the first', async () => {
    // PGlite answers through microtasks alone: without that turn, each batch held one request.
    const db = fakeWrites();
    const write = groupCommit(db);
    expect(await Promise.all([write(1), write(2), write(3)])).toEqual([
      'fila 1',
      'fila 2',
      'fila 3',
    ]);
    expect(db.calls).toEqual([{ kind: 'many', items: [1, 2, 3] }]);
  });

  it('writes a second batch while the first is still in flight when allowed two', async () => {
    const db = fakeWrites();
    const write = groupCommit({ ...db, inFlight: 2 });
    db.hold();
    const first = [write(1), write(2)];
    await nextTurn();
    const second = [write(3), write(4)];
    await nextTurn();
    // Both batches began before either was answered.
    expect(db.calls).toEqual([
      { kind: 'many', items: [1, 2] },
      { kind: 'many', items: [3, 4] },
    ]);
    db.open();
    expect(await Promise.all([...first, ...second])).toEqual([
      'fila 1',
      'fila 2',
      'fila 3',
      'fila 4',
    ]);
  });

  it('writes a refused batch one by one: only the row the database refuses fails', async () => {
    const db = fakeWrites();
    const write = groupCommit(db);
    db.hold();
    const first = write(1);
    await nextTurn();
    const batch = [2, -3, 4].map((item) => write(item));
    db.open();
    await first;
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 'fila 2' });
    expect(outcomes[2]).toEqual({ status: 'fulfilled', value: 'fila 4' });
  });

  it('gives every member a failure of unknown outcome, never a second try', async () => {
    const lost = new Error('COMMIT sent, no answer');
    const calls: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const write = groupCommit<number, string>({
      writeOne: async () => {
        await gate;
        return 'sola';
      },
      writeMany: (items) => {
        calls.push(items);
        return Promise.reject(lost);
      },
    });
    const first = write(1);
    await nextTurn();
    const batch = [2, 3].map((item) => write(item));
    release();
    await first;
    for (const outcome of await Promise.allSettled(batch)) {
      expect(outcome).toEqual({ status: 'rejected', reason: lost });
    }
    expect(calls).toEqual([[2, 3]]);
  });

  it('cancels only the member whose deadline expired; the others are written alone', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written: number[] = [];
    const expiring = new Deadline();
    const write = groupCommit<number, string>({
      writeOne: async (item) => {
        await gate;
        written.push(item);
        return `fila ${String(item)}`;
      },
      // As the database layer does: the batch's deadline expired before COMMIT, rolled back.
      writeMany: () =>
        new Promise((_resolve, reject) => {
          expiring.expire();
          reject(new WriteCancelledError());
        }),
    });
    const first = write(1);
    await nextTurn();
    const late = runWithDeadline(expiring, () => write(2));
    const onTime = runWithDeadline(new Deadline(), () => write(3));
    release();
    await first;
    await expect(late).rejects.toBeInstanceOf(WriteCancelledError);
    await expect(onTime).resolves.toBe('fila 3');
    expect(written).toEqual([1, 3]);
  });
});
