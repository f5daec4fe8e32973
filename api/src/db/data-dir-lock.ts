import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it. A
 * lock file names its owner (PID and the process's start time): a live owner means refusal with a
 * clear message; a dead one (a crash, a kill -9), or a PID now used by another process, leaves a
 * stale lock that the next start takes over.
 *
 * Every step is an atomic file-system operation, so several processes starting at once end with
 * exactly one owner:
 * - the lock appears complete or not at all: written to a file of our own, then hard-linked to
 *   `api.lock` (link fails when the name exists), never seen half-written;
 * - taking over a stale lock first creates the directory `api.lock.takeover-<owner>` (mkdir fails
 *   when it exists): only one process may remove that owner's lock, and an owner is never alive
 *   again, so the lock it removes is the stale one, not one a faster process has just created.
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
// A takeover directory older than this belongs to a process that died while taking over.
const ABANDONED_TAKEOVER_MS = 10_000;
const ATTEMPTS = 200;
const RETRY_MS = 10;

// Directories locked by this very process: our own PID in a lock file we do not hold is stale
// (a container restarted with the same PID 1), not a live second owner.
const heldHere = new Set<string>();

interface Owner {
  pid: number;
  /** /proc/<pid>/stat's start time (clock ticks since boot); undefined where /proc is absent. */
  startTime: string | undefined;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, startTime: startTimeOf(process.pid) };
  const content = `${me.pid} ${me.startTime ?? '-'}\n`;

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(path, content)) {
      heldHere.add(path);
      return {
        release() {
          heldHere.delete(path);
          if (readLock(path)?.text === content) rmSync(path, { force: true });
        },
      };
    }
    const lock = readLock(path);
    if (!lock) continue; // released meanwhile: try again
    const { owner } = lock;
    if (owner && isOwnerAlive(owner) && (owner.pid !== me.pid || heldHere.has(path))) {
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    if (!takeOver(path, lock)) sleep(RETRY_MS); // another process is taking it over
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** Creates the lock file with its full content, or returns false when it already exists. */
function tryCreate(path: string, content: string): boolean {
  const draft = `${path}.${process.pid}.draft`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(draft, { force: true });
  }
}

interface LockFile {
  text: string;
  owner: Owner | undefined;
  /** Names this very file: the owner, or the file itself when its content is unreadable. */
  identity: string;
}

function readLock(path: string): LockFile | undefined {
  try {
    const stat = statSync(path);
    const text = readFileSync(path, 'utf8');
    const match = /^(\d+) (\d+|-)\n$/.exec(text) ?? /^(\d+)\n?$/.exec(text); // older: PID only
    const pid = match ? Number(match[1]) : 0;
    if (!match || !Number.isSafeInteger(pid) || pid <= 0) {
      // Written by hand or damaged: no process can create it again, so the file is its identity.
      return {
        text,
        owner: undefined,
        identity: `file-${stat.ino}-${stat.mtimeMs}-${stat.size}`,
      };
    }
    const startTime = match[2] && match[2] !== '-' ? match[2] : undefined;
    return { text, owner: { pid, startTime }, identity: `${pid}-${startTime ?? '-'}` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes the stale `lock` if this process wins the right to; false when another one has it. */
function takeOver(path: string, lock: LockFile): boolean {
  const guard = `${path}.takeover-${lock.identity}`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    removeIfAbandoned(guard);
    return false;
  }
  try {
    // Nobody else may remove this owner's lock now: if it is still there, it is the stale one.
    if (readLock(path)?.identity === lock.identity) unlinkSync(path);
  } finally {
    rmdirSync(guard);
  }
  return true;
}

function removeIfAbandoned(guard: string) {
  try {
    if (Date.now() - statSync(guard).mtimeMs > ABANDONED_TAKEOVER_MS) rmdirSync(guard);
  } catch {
    // gone already: its owner finished
  }
}

function isOwnerAlive(owner: Owner): boolean {
  if (!isAlive(owner.pid)) return false;
  // The PID exists: the owner itself, or an unrelated process that got the PID after it died.
  const current = startTimeOf(owner.pid);
  return owner.startTime === undefined || current === undefined || current === owner.startTime;
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

/** Field 22 of /proc/<pid>/stat (Linux): fixed for the process's life, new for a reused PID. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
