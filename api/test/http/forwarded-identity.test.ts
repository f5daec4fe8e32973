import { spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProxy } from '../../../shared/build/api-proxy.ts';
import { freePort, portAnswers } from '../../../scripts/lib/ports.mjs';
import { buildApp, type App } from '../../src/app.ts';
import type { TrustProxy } from '../../src/config.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { acceptingDatabase } from '../helpers/raw-http.ts';

// Once a client reaches the write limit, inventing a new X-Forwarded-For on every
// request must not get it a single write more, whichever way it reaches the API: directly, through
// the Vite proxy of `npm start`, or through the nginx of `npm run start:nginx` and compose. Real
// sockets; a second client is this machine seen from another loopback address (127.0.0.2).

const LIMIT = 3;
const SPOOFED_TRIES = 20;
const body = JSON.stringify(startupBody());

async function startApi(trustProxy?: TrustProxy) {
  const app = await buildApp({
    db: acceptingDatabase,
    corsOrigins: [],
    writeRateLimit: LIMIT,
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A create's status, sent from `from` with X-Forwarded-For `forwardedFor` (when given). */
function create(port: number, forwardedFor?: string, from = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/v1/api/startups/create',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Uses up the limit, then counts the writes that rotating spoofed addresses still get through. */
async function acceptedAfterTheLimit(port: number) {
  for (let i = 0; i < LIMIT; i += 1) expect(await create(port)).not.toBe(429);
  expect(await create(port)).toBe(429);
  const statuses: number[] = [];
  for (let i = 0; i < SPOOFED_TRIES; i += 1) {
    const spoofed = [`203.0.113.${i}`, `198.51.100.${i}, 10.0.0.${i}`, `2001:db8::${i}`][i % 3];
    statuses.push(await create(port, spoofed));
  }
  return statuses.filter((status) => status !== 429).length;
}

describe('the write limit against a spoofed X-Forwarded-For', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('holds directly against the API, which believes no forwarded header by default', async () => {
    const { app, port } = await startApi();
    closers.push(() => app.close());
    expect(await acceptedAfterTheLimit(port)).toBe(0);
    // The limit is per client: another address still writes.
    expect(await create(port, undefined, '127.0.0.2')).not.toBe(429);
  });

  it('holds through the Vite proxy of npm start', async () => {
    const { app, port: apiPort } = await startApi();
    closers.push(() => app.close());
    const dist = mkdtempSync(join(tmpdir(), 'forwarded-identity-vite-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    const server: PreviewServer = await preview({
      configFile: false,
      logLevel: 'silent',
      root: dist,
      build: { outDir: dist },
      preview: {
        port: 0,
        host: '127.0.0.1',
        proxy: apiProxy({ target: `http://127.0.0.1:${apiPort}` }),
      },
    });
    closers.push(async () => {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    });
    const port = (server.httpServer.address() as AddressInfo).port;
    expect(await acceptedAfterTheLimit(port)).toBe(0);
  });

  const nginxBin = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => {
    try {
      accessSync(path);
      return true;
    } catch {
      return false;
    }
  });

  describe.skipIf(!nginxBin)('through the nginx of start:nginx and compose', () => {
    let app: App;
    let port = 0;
    let nginx: ChildProcess | undefined;
    const dir = mkdtempSync(join(tmpdir(), 'forwarded-identity-nginx-'));

    beforeAll(async () => {
      // The API as start:nginx and compose run it: believing the one hop in front of it.
      const api = await startApi(1);
      app = api.app;
      port = await freePort();
      const nginxDir = join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx');
      const vars: Record<string, string> = {
        LISTEN_PORT: `127.0.0.1:${port}`,
        HTML_ROOT: dir,
        RUNTIME_CONFIG_DIR: dir,
        API_UPSTREAM: `http://127.0.0.1:${api.port}`,
        NGINX_LOCAL_RESOLVERS: '127.0.0.1',
        CSP_REMOTE_ORIGINS: '',
        CSP_API_ORIGIN: '',
        CSP_INLINE_STYLES: '',
        CORS_ALLOWED_ORIGINS: '',
      };
      const template = readFileSync(join(nginxDir, 'templates', 'shell.conf.template'), 'utf8');
      mkdirSync(join(dir, 'conf.d'));
      cpSync(join(nginxDir, 'snippets'), join(dir, 'snippets'), { recursive: true });
      writeFileSync(
        join(dir, 'conf.d', 'shell.conf'),
        template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => vars[name] ?? ''),
      );
      writeFileSync(
        join(dir, 'nginx.conf'),
        `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr crit;
events { worker_connections 64; }
http { access_log off; include conf.d/*.conf; }
`,
      );
      nginx = spawn(nginxBin ?? 'nginx', ['-e', 'stderr', '-p', `${dir}/`, '-c', 'nginx.conf'], {
        stdio: 'inherit',
      });
      for (let tries = 0; tries < 100 && !(await portAnswers(port)); tries += 1) {
        await new Promise((done) => setTimeout(done, 50));
      }
    });
    afterAll(async () => {
      nginx?.kill();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('holds: nginx replaces the header with the connecting address', async () => {
      expect(await acceptedAfterTheLimit(port)).toBe(0);
    });

    it('counts each client by the address nginx saw, not as one proxy', async () => {
      expect(await create(port, '203.0.113.50', '127.0.0.2')).not.toBe(429);
    });
  });
});
