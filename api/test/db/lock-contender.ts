import { acquireDataDirLock, type DataDirLock } from '../../src/db/data-dir-lock.ts';

// A child process of data-dir-lock-race.test.ts: at the instant it is told, it tries to take the
// lock of a data directory and reports whether it holds it; it releases when told.

interface Order {
  dataDir?: string;
  /** Date.now() at which to try, so all the contenders try at the same instant. */
  at?: number;
  release?: boolean;
}

let held: DataDirLock | undefined;

process.on('message', (order: Order) => {
  if (order.release) {
    held?.release();
    held = undefined;
    process.send?.({ released: true });
    return;
  }
  while (Date.now() < (order.at ?? 0)) {
    // spin: a timer would add a millisecond of jitter per process
  }
  try {
    held = acquireDataDirLock(order.dataDir ?? '');
    process.send?.({ held: true });
  } catch (error) {
    process.send?.({ held: false, error: String(error) });
  }
});
process.send?.({ ready: true });
