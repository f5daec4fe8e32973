// @vitest-environment node
// The API proxy in a real `vite preview` server, in front of stand-in APIs that fail the ways a real
// one does: down, hung, cut mid-request, refusing a body that is too large.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, preview, type Logger, type PreviewServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  PROXY_ERROR_MESSAGES,
  REQUEST_BODY_LIMIT_BYTES,
} from '../src/contract/index.ts';
import { sendJson } from '../../scripts/lib/http.mjs';
import { apiProxy, apiProxyLogging } from './api-proxy.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const TWO_MB = Buffer.alloc(2 * 1024 * 1024, 'a');
const dist = mkdtempSync(join(tmpdir(), 'api-proxy-test-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');

let upstream: http.Server;
let upstreamPort = 0;
let answer: Handler = (_req, res) => res.end();
let upstreamPosts = 0;
let proxy: PreviewServer | null = null;
// One connection for every request of a test: a failure must leave it usable.
let agent: http.Agent;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.method === 'POST') upstreamPosts += 1;
    answer(req, res);
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamPort = (upstream.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => upstream.close(done));
  rmSync(dist, { recursive: true, force: true });
});

afterEach(async () => {
  agent.destroy();
  await proxy?.close();
  proxy = null;
  upstreamPosts = 0;
});

async function startProxy(
  target = `http://127.0.0.1:${upstreamPort}`,
  timeoutMs = 2_000,
  customLogger?: Logger,
) {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  proxy = await preview({
    configFile: false,
    logLevel: 'silent',
    // The shell's logging plugin, working on a logger the test reads.
    ...(customLogger ? { customLogger, plugins: [apiProxyLogging()] } : {}),
    root: dist,
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1', proxy: apiProxy({ target, timeoutMs }) },
  });
  return (proxy.httpServer.address() as AddressInfo).port;
}

const send = (port: number, method: string, path: string, body?: Buffer, chunked = false) =>
  sendJson({ port, method, path, body, agent, chunked });

/** Fastify's way with a body over its limit: 413 and close, without reading the rest. */
const refuseLargeBodies: Handler = (req, res) => {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= REQUEST_BODY_LIMIT_BYTES) return;
    req.off('data', onData);
    req.pause();
    res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end(JSON.stringify({ error: ERROR_MESSAGES.bodyTooLarge }));
  };
  if (Number(req.headers['content-length']) > REQUEST_BODY_LIMIT_BYTES) {
    onData(Buffer.alloc(REQUEST_BODY_LIMIT_BYTES + 1));
    return;
  }
  req.on('data', onData);
  req.on('end', () => {
    if (!res.headersSent) res.end(JSON.stringify({ data: [] }));
  });
};

const json = (status: number, body: unknown) => ({
  status,
  type: 'application/json; charset=utf-8',
  body,
});

describe('apiProxy', () => {
  it("passes the API's answers through", async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data":[]}');
    };
    const port = await startProxy();
    expect(await send(port, 'GET', '/v1/api/startups/read')).toEqual({
      status: 200,
      type: 'application/json',
      body: { data: [] },
    });
  });

  it("forwards the connecting address, never the client's own X-Forwarded-For", async () => {
    const seen: Record<string, unknown>[] = [];
    answer = (req, res) => {
      const { forwarded, 'x-forwarded-for': forwardedFor, 'x-real-ip': realIp } = req.headers;
      seen.push({ forwarded, forwardedFor, realIp, proto: req.headers['x-forwarded-proto'] });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    };
    const port = await startProxy();
    const spoofed = await new Promise<number>((resolve, reject) => {
      http
        .request(
          {
            port,
            method: 'POST',
            path: '/v1/api/startups/create',
            agent,
            headers: {
              'X-Forwarded-For': '203.0.113.9, 10.0.0.1',
              'X-Forwarded-Proto': 'https',
              'X-Real-IP': '203.0.113.9',
              Forwarded: 'for=203.0.113.9',
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject)
        .end();
    });
    expect(spoofed).toBe(200);
    expect(seen).toEqual([
      { forwarded: undefined, forwardedFor: '127.0.0.1', realIp: undefined, proto: 'http' },
    ]);
  });

  it('answers 413 in JSON to a 2 MB body, every time, and the connection goes on working', async () => {
    answer = refuseLargeBodies;
    const port = await startProxy();
    for (let i = 0; i < 20; i += 1) {
      expect(await send(port, 'POST', '/v1/api/startups/create', TWO_MB)).toEqual(
        json(413, { error: ERROR_MESSAGES.bodyTooLarge }),
      );
      expect((await send(port, 'GET', '/v1/api/startups/read')).status).toBe(200);
    }
    expect(upstreamPosts).toBe(0); // refused before reaching the API
  });

  it('answers 413 to a chunked body the API refuses halfway', async () => {
    answer = refuseLargeBodies;
    const port = await startProxy();
    for (let i = 0; i < 5; i += 1) {
      const sent = await send(port, 'POST', '/v1/api/startups/create', TWO_MB, true);
      expect(sent).toMatchObject({ status: 413, body: { error: ERROR_MESSAGES.bodyTooLarge } });
      expect((await send(port, 'GET', '/v1/api/startups/read')).status).toBe(200);
    }
  });

  it('answers 503 in Spanish while nothing listens at the API address', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const port = await startProxy(`http://127.0.0.1:${closedPort}`);
    const unavailable = json(503, { error: PROXY_ERROR_MESSAGES.apiUnavailable });
    expect(await send(port, 'GET', '/v1/api/startups/read')).toEqual(unavailable);
    const small = Buffer.from(JSON.stringify({ name: 'x'.repeat(20_000) }));
    expect(await send(port, 'POST', '/v1/api/startups/create', small)).toEqual(unavailable);
    expect(await send(port, 'GET', '/v1/api/startups/read')).toEqual(unavailable);
  });

  it('answers 504 in Spanish when the API does not answer in time', async () => {
    const hung: ServerResponse[] = [];
    answer = (_req, res) => hung.push(res);
    const port = await startProxy(undefined, 300);
    expect(await send(port, 'GET', '/v1/api/startups/read')).toEqual(
      json(504, { error: PROXY_ERROR_MESSAGES.apiTimeout }),
    );
    hung.forEach((res) => res.destroy());
  });

  it('answers 502 in Spanish when the API drops the connection', async () => {
    answer = (req) => req.socket.destroy();
    const port = await startProxy();
    expect(await send(port, 'GET', '/v1/api/startups/read')).toEqual(
      json(502, { error: PROXY_ERROR_MESSAGES.apiConnectionLost }),
    );
  });

  it('logs a failed forward as one line, not a stack', async () => {
    const written: string[] = [];
    const base = createLogger('info', { allowClearScreen: false });
    for (const level of ['info', 'warn', 'error'] as const) {
      base[level] = (message) => written.push(message);
    }
    answer = (req) => req.socket.destroy();
    const port = await startProxy(undefined, 2_000, base);
    written.length = 0; // the server's start-up lines
    await send(port, 'POST', '/v1/api/startups/create', Buffer.from('{}'));
    expect(written).toEqual([
      expect.stringMatching(/^API proxy: POST \/v1\/api\/startups\/create → 502 \(\w+\)$/),
    ]);
  });
});
