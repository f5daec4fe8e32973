import { expect, test } from '@playwright/test';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { listeningPids, SHELL_ORIGIN, watchShellUp } from '../support/deploy.ts';

// npm start (and start:nginx) supervise the API: killed, it is started again after a short
// back-off while the front ends stay up; the user gets the list back without restarting anything.
test('a crashed API is restarted and the front ends stay up meanwhile', async ({ page }) => {
  const [apiPid, ...others] = listeningPids(PORTS.api);
  expect(apiPid, `un proceso escucha en ${PORTS.api}`).toBeDefined();
  expect(others).toEqual([]);
  const shell = watchShellUp();

  process.kill(apiPid ?? 0, 'SIGKILL');
  await expect
    .poll(() => listeningPids(PORTS.api).some((pid) => pid !== apiPid), {
      timeout: 30_000,
      message: 'otro proceso de la API vuelve a escuchar',
    })
    .toBe(true);
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SHELL_ORIGIN}/v1/api/health`).catch(() => null);
        return response?.status;
      },
      { timeout: 30_000, message: 'la API responde a través del shell' },
    )
    .toBe(200);

  const { checks, failures } = await shell.stop();
  expect(checks).toBeGreaterThan(0);
  expect(failures, 'el shell siguió respondiendo mientras la API se reiniciaba').toEqual([]);

  const list = page.waitForResponse((response) => response.url().includes('/v1/api/startups/read'));
  await page.goto('/startups');
  await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
  expect((await list).status()).toBe(200);
});
