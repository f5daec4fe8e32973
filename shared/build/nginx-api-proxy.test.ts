// @vitest-environment node
// The nginx twin of api-proxy.ts: the shell's server block (deploy/nginx/templates), run by this
// machine's nginx in front of stand-in APIs, answers its own failures like the API does; and its
// section pages name their remote's origin for the browser to preconnect. Skipped where nginx is
// not installed (the end-to-end run with E2E_SERVER=nginx covers it there too).
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
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  PROXY_ERROR_MESSAGES,
  REQUEST_BODY_LIMIT_BYTES,
} from '../src/contract/index.ts';
import { sendJson } from '../../scripts/lib/http.mjs';
import { freePort, portAnswers } from '../../scripts/lib/ports.mjs';
import { API_PROXY_TIMEOUT_MS } from './api-proxy.ts';

const NGINX_DIR = join(import.meta.dirname, '..', '..', 'deploy', 'nginx');
const template = readFileSync(join(NGINX_DIR, 'templates', 'shell.conf.template'), 'utf8');
const nginxBin = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => {
  try {
    accessSync(path);
    return true;
  } catch {
    return false;
  }
});

describe('the nginx template matches the contract', () => {
  it('refuses the bodies the API refuses', () => {
    expect(template).toContain(`client_max_body_size ${REQUEST_BODY_LIMIT_BYTES / 1024}k;`);
  });

  it('tells the API the connecting address, never a client-written X-Forwarded-For', () => {
    // Overwritten, not appended: the API behind (TRUST_PROXY=1) counts writes per this address.
    expect(template).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(template).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('gives up on the API when the Vite servers do', () => {
    expect(template).toContain(`proxy_read_timeout ${API_PROXY_TIMEOUT_MS / 1000}s;`);
  });

  it.each([
    [400, ERROR_MESSAGES.malformedRequest],
    [431, ERROR_MESSAGES.headersTooLarge],
    [413, ERROR_MESSAGES.bodyTooLarge],
    [503, PROXY_ERROR_MESSAGES.apiUnavailable],
    [504, PROXY_ERROR_MESSAGES.apiTimeout],
  ])('answers %i with the JSON of the contract', (status, message) => {
    expect(template).toContain(`return ${status} '${JSON.stringify({ error: message })}';`);
  });
});

/** The template rendered as deploy/render.mjs does, with a short read time-out for the 504 test. */
function renderShellConf(vars: Record<string, string | number>) {
  return template
    .replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => String(vars[name]))
    .replace(/proxy_read_timeout \d+s/, 'proxy_read_timeout 1s');
}

const SECTION_REMOTE_ORIGINS = 'startups=http://127.0.0.1:5174 technologies=https://tech.example';

describe.skipIf(!nginxBin)('nginx in front of the API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-api-proxy-test-'));
  const upstreams: http.Server[] = [];
  // One connection at a time, reused: a failure must leave the next request working.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let nginx: ChildProcess | undefined;
  /** nginx's port in front of each stand-in API. */
  const shell = { ok: 0, hung: 0, down: 0 };

  async function upstream(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    const server = http.createServer(handler);
    upstreams.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return (server.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    const apis = {
      ok: await upstream((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{"data":[]}');
        });
      }),
      hung: await upstream(() => undefined),
      down: await freePort(),
    };
    mkdirSync(join(dir, 'conf.d'));
    mkdirSync(join(dir, 'html'));
    cpSync(join(NGINX_DIR, 'snippets'), join(dir, 'snippets'), { recursive: true });
    for (const page of ['index', 'startups', 'technologies', 'not-found'])
      writeFileSync(join(dir, 'html', `${page}.html`), `<!doctype html><title>${page}</title>`);
    for (const name of ['ok', 'hung', 'down'] as const) {
      shell[name] = await freePort();
      const conf = renderShellConf({
        LISTEN_PORT: `127.0.0.1:${shell[name]}`,
        HTML_ROOT: join(dir, 'html'),
        RUNTIME_CONFIG_DIR: dir,
        API_UPSTREAM: `http://127.0.0.1:${apis[name]}`,
        NGINX_LOCAL_RESOLVERS: '127.0.0.1',
        CSP_REMOTE_ORIGINS: '',
        CSP_API_ORIGIN: '',
        CSP_INLINE_STYLES: '',
        CORS_ALLOWED_ORIGINS: '',
        SECTION_REMOTE_ORIGINS: name === 'ok' ? SECTION_REMOTE_ORIGINS : '',
      });
      writeFileSync(join(dir, 'conf.d', `${name}.conf`), conf);
    }
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr crit;
events { worker_connections 64; }
http {
    default_type application/octet-stream;
    access_log off;
    include conf.d/*.conf;
}
`,
    );
    nginx = spawn(nginxBin ?? 'nginx', ['-e', 'stderr', '-p', `${dir}/`, '-c', 'nginx.conf'], {
      stdio: 'inherit',
    });
    for (let tries = 0; tries < 100 && !(await portAnswers(shell.ok)); tries += 1) {
      await new Promise((done) => setTimeout(done, 50));
    }
  });

  afterAll(async () => {
    nginx?.kill();
    agent.destroy();
    await Promise.all(upstreams.map((server) => new Promise((done) => server.close(done))));
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (port: number, method: string, body?: Buffer) =>
    sendJson({
      port,
      method,
      path: `/v1/api/startups/${method === 'GET' ? 'read' : 'create'}`,
      body,
      agent,
    });

  const json = (status: number, error: string) => ({
    status,
    type: 'application/json; charset=utf-8',
    body: { error },
  });

  it('answers 413 in JSON to a 2 MB body, every time, and the next request works', async () => {
    const twoMb = Buffer.alloc(2 * 1024 * 1024, 'a');
    for (let i = 0; i < 20; i += 1) {
      expect(await send(shell.ok, 'POST', twoMb)).toEqual(json(413, ERROR_MESSAGES.bodyTooLarge));
      expect((await send(shell.ok, 'GET')).status).toBe(200);
    }
  });

  it('answers 503 in Spanish while nothing listens at the API address', async () => {
    expect(await send(shell.down, 'GET')).toEqual(json(503, PROXY_ERROR_MESSAGES.apiUnavailable));
    expect(await send(shell.down, 'POST', Buffer.from('{}'))).toEqual(
      json(503, PROXY_ERROR_MESSAGES.apiUnavailable),
    );
  });

  it('answers 504 in Spanish when the API does not answer in time', async () => {
    expect(await send(shell.hung, 'GET')).toEqual(json(504, PROXY_ERROR_MESSAGES.apiTimeout));
  });

  /** `request` written as it is on a new connection; the status line, headers and body. */
  const raw = (port: number, request: string) =>
    new Promise<{ status: number; head: string; body: unknown }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          head: head.toLowerCase(),
          body: body ? JSON.parse(body) : null,
        });
      });
    });

  it.each([
    ['HTTP/1.1 without Host', 'GET /v1/api/startups/read HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: a\r\n\r\n'],
    [
      'a bad Content-Length',
      'POST /v1/api/startups/create HTTP/1.1\r\nHost: a\r\nContent-Length: 1x\r\n\r\n',
    ],
  ])('answers %s, which nginx itself refuses, with 400 in Spanish JSON', async (_name, request) => {
    const answer = await raw(shell.ok, request);
    expect(answer.status).toBe(400);
    expect(answer.head).toContain('content-type: application/json; charset=utf-8');
    expect(answer.head).toContain("content-security-policy: default-src 'none'");
    expect(answer.head).toContain('x-content-type-options: nosniff');
    expect(answer.body).toEqual({ error: ERROR_MESSAGES.malformedRequest });
  });

  it('answers headers too large with 431 in Spanish JSON', async () => {
    const answer = await raw(
      shell.ok,
      `GET /v1/api/startups/read HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toContain('x-frame-options: deny');
    expect(answer.body).toEqual({ error: ERROR_MESSAGES.headersTooLarge });
  });

  /** The Link header nginx sends with `path` ('' when none). */
  const linkOf = (port: number, path: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
          response.resume();
          resolve(String(response.headers.link ?? ''));
        })
        .on('error', reject);
    });

  it("names a section's remote origin in a preconnect header on that section's page only", async () => {
    const preconnect = (origin: string) => `<${origin}>; rel=preconnect; crossorigin`;
    expect(await linkOf(shell.ok, '/startups')).toBe(preconnect('http://127.0.0.1:5174'));
    expect(await linkOf(shell.ok, '/startups?sector=FinTech&q=a|b')).toBe(
      preconnect('http://127.0.0.1:5174'),
    );
    expect(await linkOf(shell.ok, '/technologies')).toBe(preconnect('https://tech.example'));
    const others = ['/', '/index.html', '/startups/extra', '/startupsx', '/tech', '/favicon.svg'];
    // A query cannot pick another origin: the list ends at the first "|".
    others.push('/x?|startups=http://evil.example', '/startups/|startups=http://evil.example');
    for (const path of others) expect(await linkOf(shell.ok, path), path).toBe('');
    // No section's remote on another origin: no header.
    expect(await linkOf(shell.down, '/startups')).toBe('');
  });
});
