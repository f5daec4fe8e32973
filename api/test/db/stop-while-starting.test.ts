import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/api-process.ts';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** `server.ts` with `args` on a new embedded database; resolves with its exit and output. */
function startApi(dataDir: string, args: string[] = []) {
  return freePort().then((port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
      cwd: API_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        SEED_DEMO: '0',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('exit', (code) => resolve({ code, output })),
    );
    return { child, exited };
  });
}

// A restart, Ctrl+C or a rolling update can stop the API while its embedded database is still
// being created and migrated: the stop waits for that to end, closes it and exits 0, and the next
// start finds a whole database (a process killed half-way could leave one it cannot open).
describe('server.ts stopped while it starts [PGlite]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-stop-while-starting-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 0 without listening, and the database opens again', { timeout: 180_000 }, async () => {
    const { child, exited } = await startApi(dataDir);
    // The data directory's lock is taken as the database starts to open, signal handlers set.
    const lock = join(dataDir, 'api.lock');
    while (!existsSync(lock) && child.exitCode === null) await sleep(10);
    child.kill('SIGTERM');
    const stopped = await exited;
    expect(stopped.code, stopped.output).toBe(0);
    expect(stopped.output).not.toMatch(/listening/i);
    expect(existsSync(lock), 'the lock is released').toBe(false);

    const again = await startApi(dataDir, ['--migrate-only']);
    const migrated = await again.exited;
    expect(migrated.code, migrated.output).toBe(0);
  });
});
