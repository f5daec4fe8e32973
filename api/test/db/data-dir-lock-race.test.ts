import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const CONTENDER = fileURLToPath(new URL('./lock-contender.ts', import.meta.url));
const CONTENDERS = 4;
const TRIALS = 40;

interface Report {
  ready?: boolean;
  held?: boolean;
  released?: boolean;
  error?: string;
}

const nextReport = (child: ChildProcess) =>
  new Promise<Report>((resolve, reject) => {
    const exited = (code: number | null) => {
      reject(new Error(`contender exited (${String(code)})`));
    };
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      resolve(message as Report);
    });
  });

// Several processes start at the same instant on a data directory whose lock is stale: its owner
// is dead, or its PID now belongs to an unrelated live process. Each time exactly one may win.
describe('the data directory lock under a race', () => {
  const root = mkdtempSync(join(tmpdir(), 'api-lock-race-'));
  const contenders: ChildProcess[] = [];
  const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid;

  beforeAll(async () => {
    for (let i = 0; i < CONTENDERS; i++) {
      const child = fork(CONTENDER, { cwd: API_DIR, execArgv: ['--import', 'tsx'] });
      contenders.push(child);
    }
    await Promise.all(contenders.map(nextReport)); // { ready }
  });
  afterAll(() => {
    for (const child of contenders) child.kill();
    unrelated.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it(`gives the stale lock to exactly one of ${CONTENDERS} processes, ${TRIALS} times`, async () => {
    const winners: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const dataDir = join(root, `trial-${trial}`);
      rmSync(dataDir, { recursive: true, force: true });
      spawnSync('mkdir', ['-p', dataDir]);
      // Dead owner, or a PID reused by a live process that started at another time.
      const stale = trial % 2 ? `${String(deadPid)}\n` : `${String(unrelated.pid)} 1\n`;
      writeFileSync(join(dataDir, 'api.lock'), stale);

      const at = Date.now() + 50;
      const reports = await Promise.all(
        contenders.map((child) => {
          const report = nextReport(child);
          child.send({ dataDir, at });
          return report;
        }),
      );
      for (const report of reports) {
        if (!report.held) expect(report.error).toContain('already in use by process');
      }
      winners.push(reports.filter((report) => report.held).length);
      const holder = contenders[reports.findIndex((report) => report.held)];
      if (holder) {
        const released = nextReport(holder);
        holder.send({ release: true });
        await released;
      }
      expect(readdirSync(dataDir)).toEqual([]); // no lock, draft or takeover guard left behind
    }
    expect(winners).toEqual(Array.from({ length: TRIALS }, () => 1));
  });
});
