import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Only meaningful against the nginx topology (E2E_SERVER=nginx): caching, CORS, CSP, gzip, the SPA
// fallback and the API proxy, checked with plain HTTP by the same script operators run.
test.skip(process.env.E2E_SERVER !== 'nginx', 'solo con E2E_SERVER=nginx');

test('nginx serves with the production headers', () => {
  const script = join(import.meta.dirname, '..', '..', 'scripts', 'check-production-headers.mjs');
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  expect(result.stdout).toMatch(/\d+ passed, 0 failed/);
  expect(result.status, result.stdout).toBe(0);
});
