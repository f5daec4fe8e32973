import { connect } from 'node:net';
import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { NO_TABLE_CHANGES } from '../../src/db/table-changes.ts';
import { TEST_CORS_ORIGINS } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';

// What Node's HTTP server answers before Fastify sees a request, and the CORS preflight and write
// limit: every answer is the contract's Spanish JSON. Over real sockets; no database is reached.

const REQUEST_TIMEOUT_MS = 1_000;

/** A database that stores nothing: every create answers as if it had been stored. */
const acceptingDatabase: Database = {
  kind: 'postgres',
  changes: NO_TABLE_CHANGES,
  query: <Row extends object>() => Promise.resolve([] as Row[]),
  transaction: () => Promise.reject(new Error('unused')),
  close: () => Promise.resolve(),
};

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  elapsedMs: number;
}

/** Writes `chunks` as they are (the first at once, the rest never unless given), reads to the end. */
function raw(port: number, request: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head.toLowerCase(),
        body,
        elapsedMs: Date.now() - started,
      });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}

describe('answers Node gives before Fastify, in Spanish JSON', () => {
  let app: App;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp({
      db: acceptingDatabase,
      corsOrigins: TEST_CORS_ORIGINS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
  });

  const expectJson = (answer: RawAnswer, status: number, error: string) => {
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    expect(JSON.parse(answer.body)).toEqual({ error });
  };

  it.each([
    [
      'a bad Content-Length',
      'POST /v1/api/startups/create HTTP/1.1\r\nHost: a\r\nContent-Length: 1x\r\n\r\n',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /v1/api/startups/create HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a raw non-ASCII path', Buffer.from('GET /v1/api/startups/ñ HTTP/1.1\r\nHost: a\r\n\r\n')],
    ['a broken request line', 'GET\r\n\r\n'],
  ])('answers 400 to %s', async (_name, request) => {
    expectJson(await raw(port, request), 400, ERROR_MESSAGES.malformedRequest);
  });

  it('answers 431 to headers too large', async () => {
    const request = `GET /v1/api/startups/read HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectJson(await raw(port, request), 431, ERROR_MESSAGES.headersTooLarge);
  });

  it('cuts slow headers and a slow body near the configured time with 408', async () => {
    for (const request of [
      'GET /v1/api/startups/read HTTP/1.1\r\nHost: a\r\n', // headers never end
      'POST /v1/api/startups/create HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":', // body never ends
    ]) {
      const answer = await raw(port, request);
      expectJson(answer, 408, ERROR_MESSAGES.requestTimeout);
      // Node checks every connectionsCheckingInterval (1 s here, never above the time-out).
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(answer.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS * 2 + 1_000);
    }
  });

  describe('CORS preflight', () => {
    const preflight = (headers: Record<string, string>) =>
      app.inject({ method: 'OPTIONS', url: '/v1/api/startups/create', headers });
    const origin = TEST_CORS_ORIGINS[0] ?? '';

    it('allows only the headers the app sends', async () => {
      const allowed = await preflight({
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,if-match',
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-headers']).toBe(
        'Content-Type, Idempotency-Key, If-Match, Cache-Control, Prefer',
      );
      const refused = await preflight({
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-anything',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: ERROR_MESSAGES.corsRefused });
      expect(refused.headers['access-control-allow-headers']).toBeUndefined();
    });

    it('refuses another origin or method with 403, a request that is no preflight with 400', async () => {
      for (const headers of [
        { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        { origin, 'access-control-request-method': 'PATCH' },
      ]) {
        const refused = await preflight(headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: ERROR_MESSAGES.corsRefused });
      }
      const noPreflight = await preflight({ origin });
      expect(noPreflight.statusCode).toBe(400);
      expect(noPreflight.json()).toEqual({ error: ERROR_MESSAGES.malformedRequest });
    });
  });
});

describe('the write limit per client', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({
      db: acceptingDatabase,
      corsOrigins: [],
      writeRateLimit: 3,
      trustProxy: ['loopback'], // a proxy on this machine; the default believes none
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const createFrom = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/v1/api/startups/create',
      payload: startupBody(),
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('answers 429 in Spanish past the limit, counting the address our proxy forwards', async () => {
    for (let i = 0; i < 3; i++) expect((await createFrom('203.0.113.7')).statusCode).not.toBe(429);
    const limited = await createFrom('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: ERROR_MESSAGES.tooManyRequests });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client behind the same proxy has its own count; reads are never limited.
    expect((await createFrom('203.0.113.8')).statusCode).not.toBe(429);
    expect((await app.inject({ method: 'GET', url: '/v1/api/health' })).statusCode).not.toBe(429);
  });

  it('does not believe X-Forwarded-For from a public address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await createFrom(`198.51.100.${i}`, '192.0.2.1')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429); // one client, 192.0.2.1, whatever it claims
  });
});
