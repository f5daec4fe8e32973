// The failure paths a real deployment meets, through the shell's own server: vite preview
// under `npm start`, nginx with E2E_SERVER=nginx, or a deployment already up (E2E_SHELL_URL).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, portAnswers, PORTS } from '../../scripts/lib/ports.mjs';
import { sendJson } from '../../scripts/lib/http.mjs';
import { ERROR_MESSAGES, PROXY_ERROR_MESSAGES } from '../../shared/src/contract/messages.ts';

const shellUrl = new URL(process.env.E2E_SHELL_URL ?? `http://localhost:${PORTS.shell}`);
const SHELL = { host: shellUrl.hostname, port: Number(shellUrl.port) };
const ROOT = join(import.meta.dirname, '..', '..');

/** A request on `agent`'s one connection, as a browser reuses its keep-alive connection. */
const send = (agent: http.Agent, method: string, path: string, body?: Buffer, port = SHELL.port) =>
  sendJson({ host: SHELL.host, port, method, path, body, agent });

test('a 2 MB body gets the API’s 413 in JSON, 20 times in 20, and the next request works', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const twoMb = Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
  try {
    for (let i = 0; i < 20; i += 1) {
      const refused = await send(agent, 'POST', '/v1/api/startups/create', twoMb);
      expect(refused.status).toBe(413);
      expect(refused.type).toMatch(/^application\/json/);
      expect(refused.body).toEqual({ error: ERROR_MESSAGES.bodyTooLarge });
      const next = await send(agent, 'GET', '/v1/api/startups/read');
      expect(next.status).toBe(200);
    }
  } finally {
    agent.destroy();
  }
});

test('a failed list offers Reintentar, which brings the rows back without a page reload', async ({
  page,
}) => {
  const name = `E2E Reintentar ${Date.now().toString(36)}`;
  const created = await page.request.post('/v1/api/technologies/create', {
    data: { name, sector: 'Computing', description: null, adoptionLevel: 'growing' },
  });
  expect(created.status()).toBe(201);

  // The API out of reach: the browser's requests to it fail at the network level, until the
  // person clicks Reintentar (the list's own quiet retries meanwhile fail too, so the rows come
  // back by that click, not by a retry that happened to run just before it).
  await page.route('**/v1/api/technologies/read**', async (route) => {
    const clicked = await page.evaluate(() => (window as { retryClicked?: boolean }).retryClicked);
    await (clicked ? route.continue() : route.abort('connectionrefused'));
  });
  await page.goto('/technologies');
  await expect(page.getByRole('alert')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await expect(page.getByText(/No se encontraron tecnologías/)).toHaveCount(0);

  // Dismissing the banner keeps focus on the way back, not at the top of the page.
  await page.getByRole('button', { name: 'Cerrar mensaje' }).click();
  await expect(retry).toBeFocused();

  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
    // Marked before the list's own click handler asks again.
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('[data-list-retry]'))
          (window as { retryClicked?: boolean }).retryClicked = true;
      },
      true,
    );
  });
  await retry.click();
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The same document: no page reload happened.
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test.describe('with the API stopped', () => {
  test.skip(process.env.E2E_SERVER === 'nginx', 'nginx: shared/build/nginx-api-proxy.test.ts');
  // A deployment already up is stopped by its own harness (e2e/compose stops the api container).
  test.skip(!!process.env.E2E_SHELL_URL, 'la composición detiene su propia API');

  test('the shell’s server answers 503 in Spanish JSON and the list shows it', async ({ page }) => {
    // A second shell server, as `npm start` runs it, whose API is not running.
    const port = await freePort();
    const stoppedApi = await freePort();
    const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const server = spawn(
      process.execPath,
      [vite, 'preview', '--port', String(port), '--strictPort'],
      {
        cwd: join(ROOT, 'shell'),
        env: {
          ...process.env,
          SHELL_PORT: String(port),
          API_URL: `http://127.0.0.1:${stoppedApi}`,
        },
        stdio: 'ignore',
      },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await expect.poll(() => portAnswers(port), { timeout: 30_000 }).toBe(true);
      const unavailable = { error: PROXY_ERROR_MESSAGES.apiUnavailable };
      const read = await send(agent, 'GET', '/v1/api/startups/read', undefined, port);
      expect(read).toEqual({
        status: 503,
        type: 'application/json; charset=utf-8',
        body: unavailable,
      });
      const create = await send(agent, 'POST', '/v1/api/startups/create', Buffer.from('{}'), port);
      expect(create.status).toBe(503);
      expect(create.body).toEqual(unavailable);

      await page.goto(`http://localhost:${port}/startups`);
      await expect(page.getByRole('alert')).toContainText(PROXY_ERROR_MESSAGES.apiUnavailable);
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    } finally {
      agent.destroy();
      server.kill();
    }
  });
});
