import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, startApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { startupBody } from '../helpers/fixtures.ts';

// In a swarm the shell's nginx still sends requests to a stopping replica for as long as it keeps
// the replica's DNS answer: with STOP_DELAY_MS the API answers them normally before it closes,
// where closing at once answered them 503 (deploy/swarm/stack.yml).
describe('STOP_DELAY_MS: a stopping API serves on, then exits cleanly [PGlite]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-stop-delay-'));
  let api: ApiProcess | undefined;
  afterAll(async () => {
    if (api) await killHard(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'answers reads and writes after SIGTERM for the delay, then exits 0',
    { timeout: 180_000 },
    async () => {
      const delayMs = 3_000;
      api = await startApiProcess({
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        STOP_DELAY_MS: String(delayMs),
      });
      const { child, url } = api;
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const signalled = Date.now();
      child.kill('SIGTERM');
      await sleep(500);

      const created = await fetch(`${url}/v1/api/startups/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(startupBody({ name: 'Creada al parar' })),
      });
      expect(created.status, api.output()).toBe(201);
      const listed = await fetch(`${url}/v1/api/startups/read?search=Creada%20al%20parar`);
      expect(listed.status).toBe(200);
      expect(JSON.stringify(await listed.json())).toContain('Creada al parar');

      expect(await exited, api.output()).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(delayMs);
      await expect(fetch(`${url}/v1/api/health`)).rejects.toThrow();
    },
  );
});
