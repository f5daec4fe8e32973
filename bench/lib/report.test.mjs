import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RUNS_CLI = join(import.meta.dirname, '..', 'runs.mjs');

describe('node bench/runs.mjs', () => {
  it("prints each target's median, range and how many runs met it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-runs-'));
    const files = [1.06, 1.2, 1.09].map((phone, i) => {
      const file = join(dir, `run-${String(i)}.json`);
      writeFileSync(file, JSON.stringify({ frontend: { time_to_data_ratio_phone: phone } }));
      return file;
    });
    const { status, stdout } = spawnSync(process.execPath, [RUNS_CLI, ...files], {
      encoding: 'utf8',
    });
    expect(status).toBe(0);
    const row = (/** @type {string} */ key) =>
      stdout.split('\n').find((line) => line.includes(`${key} `));
    expect(row('frontend.time_to_data_ratio_phone')).toMatch(
      /1\.09\s+1\.06–1\.2\s+≤ 1\.1\s+2 of 3/,
    );
    expect(row('api.p99_ms_c16')).toMatch(/—\s+—\s+≤ 25\s+0 of 0/);
  });
});
