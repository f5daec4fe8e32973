import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it. A
 * lock file holding the owner's PID guards it: a live owner means refusal with a clear message; a
 * dead one (a crash, a kill -9) leaves a stale lock that the next start takes over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by process ${ownerPid}. ` +
        'Stop that API process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'api.lock';
// Directories locked by this very process: our own PID in a lock file we do not hold is stale
// (a container restarted with the same PID 1), not a live second owner.
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists: creating it is the atomic test-and-set.
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(path);
      return {
        release() {
          heldHere.delete(path);
          if (readOwner(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner !== undefined && isAlive(owner) && (owner !== process.pid || heldHere.has(path))) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // Stale: its owner is gone. Re-read just before removing, so a lock another starting process
    // has just written is not the one removed.
    if (readOwner(path) === owner) rmSync(path, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
