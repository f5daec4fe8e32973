// The failure paths a real deployment meets (issue 12), through the shell's own server: vite preview
// under `npm start`, nginx with E2E_SERVER=nginx.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ERROR_MESSAGES, PROXY_ERROR_MESSAGES } from '../../shared/src/contract/messages.ts';

const SHELL = { host: 'localhost', port: 5173 };
const ROOT = join(import.meta.dirname, '..', '..');

interface Answer {
  status: number;
  type: string | undefined;
  body: unknown;
}

/** A request on `agent`'s one connection, as a browser reuses its keep-alive connection. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, port = SHELL.port) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' };
    if (body) headers['Content-Length'] = body.length;
    const req = http.request({ host: SHELL.host, port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: JSON.parse(text),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

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

  // The API out of reach: the browser's requests to it fail at the network level.
  await page.route('**/v1/api/technologies/read**', (route) => route.abort('connectionrefused'));
  await page.goto('/technologies');
  await expect(page.getByRole('alert')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await expect(page.getByText(/No se encontraron tecnologías/)).toHaveCount(0);

  // Dismissing the banner keeps focus on the way back, not at the top of the page.
  await page.getByRole('button', { name: 'Cerrar mensaje' }).click();
  await expect(retry).toBeFocused();

  await page.unroute('**/v1/api/technologies/read**');
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await retry.click();
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The same document: no page reload happened.
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

test.describe('with the API stopped', () => {
  test.skip(process.env.E2E_SERVER === 'nginx', 'nginx: shared/build/nginx-api-proxy.test.ts');

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
      await expect.poll(() => listens(port), { timeout: 30_000 }).toBe(true);
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
