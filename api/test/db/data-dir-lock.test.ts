import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock.ts';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

describe('the data directory lock', () => {
  let dataDir = '';
  const lockFile = () => join(dataDir, 'api.lock');
  // Our PID and our start time from /proc/<pid>/stat.
  const ownedByUs = new RegExp(`^${String(process.pid)} \\d+\n$`);

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-lock-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is held with the PID inside and released', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toMatch(ownedByUs);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it('refuses while another live process holds it, naming that process', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile(), `${String(other.pid)}\n`);
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `already in use by process ${String(other.pid)}`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock: dead owner, unreadable content, or our own PID from a past life', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    for (const content of [`${String(dead)}\n`, 'garbage', `${String(process.pid)}\n`]) {
      writeFileSync(lockFile(), content);
      const lock = acquireDataDirLock(dataDir);
      expect(readFileSync(lockFile(), 'utf8')).toMatch(ownedByUs);
      lock.release();
    }
  });

  it('takes over a lock whose PID now belongs to an unrelated process, not one its owner holds', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = String(other.pid);
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
      writeFileSync(lockFile(), `${pid} ${startTime}\n`);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`already in use by process ${pid}`);
      writeFileSync(lockFile(), `${pid} 1\n`); // the owner started at another time: PID reused
      const lock = acquireDataDirLock(dataDir);
      expect(readFileSync(lockFile(), 'utf8')).toMatch(ownedByUs);
      lock.release();
    } finally {
      other.kill();
    }
  });

  it('makes a second API process on the same directory exit with a clear message', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      let stderr = '';
      let status: number | null = 0;
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: API_DIR,
          env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
          stdio: 'pipe',
          timeout: 30_000,
        });
      } catch (error) {
        const failed = error as { status: number | null; stderr: Buffer };
        status = failed.status;
        stderr = failed.stderr.toString();
      }
      expect(status).toBe(1);
      expect(stderr).toContain(`already in use by process ${String(process.pid)}`);
    } finally {
      lock.release();
    }
  });
});
