import { connect } from 'node:net';
import { ERROR_MESSAGES, PROXY_ERROR_MESSAGES } from '@sistema/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { acceptingDatabase, rawRequest, type RawAnswer } from '../helpers/raw-http.ts';

// Every answer the API's port gives is the contract's Spanish JSON with the security headers of a
// normal answer, including those Node's HTTP server writes itself: over real sockets.

const REQUEST_TIMEOUT_MS = 1_000;
const CREATE = 'POST /v1/api/startups/create HTTP/1.1\r\nHost: a\r\n';

describe('answers to requests HTTP itself refuses', () => {
  let app: App;
  let port = 0;
  /** The security headers of an ordinary answer, by name, with their values. */
  let security: [string, string][] = [];

  beforeAll(async () => {
    app = await buildApp({
      db: acceptingDatabase,
      corsOrigins: [],
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    const ordinary = await app.inject({ method: 'GET', url: '/v1/api/nothing-here' });
    security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ].map((name) => [name, String(ordinary.headers[name])]);
  });
  afterAll(async () => {
    await app.close();
  });

  const expectContractAnswer = (answer: RawAnswer, status: number, error: string) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ error });
    for (const [name, value] of security) expect(answer.headers[name]).toBe(value);
  };

  it('knows the twelve security headers of an ordinary answer', () => {
    expect(security.filter(([, value]) => value !== 'undefined')).toHaveLength(12);
  });

  it('answers 400 in Spanish to an HTTP/1.1 request without Host, and serves HTTP/1.0 without it', async () => {
    const answer = await rawRequest(
      port,
      'GET /v1/api/startups/read HTTP/1.1\r\nConnection: close\r\n\r\n',
    );
    expectContractAnswer(answer, 400, ERROR_MESSAGES.hostRequired);
    // HTTP/1.0 has no Host: the request reaches its route (here none: 404 in Spanish).
    const old = await rawRequest(port, 'GET /v1/api/nothing-here HTTP/1.0\r\n\r\n');
    expectContractAnswer(old, 404, ERROR_MESSAGES.routeNotFound);
  });

  it('answers 417 in Spanish to an Expect other than 100-continue', async () => {
    const answer = await rawRequest(
      port,
      `${CREATE}Expect: 42-magic\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expectContractAnswer(answer, 417, ERROR_MESSAGES.expectationFailed);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers 405 in Spanish to CONNECT instead of dropping the connection', async () => {
    const answer = await rawRequest(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: a\r\n\r\n');
    expectContractAnswer(answer, 405, ERROR_MESSAGES.methodNotAllowed);
  });

  it.each([
    ['a bad Content-Length', `${CREATE}Content-Length: 1x\r\n\r\n`],
    ['a bad chunk size', `${CREATE}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    [
      'both Content-Length and Transfer-Encoding',
      `${CREATE}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['a raw non-ASCII path', Buffer.from('GET /v1/api/startups/ñ HTTP/1.1\r\nHost: a\r\n\r\n')],
    ['a broken request line', 'GET\r\n\r\n'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ])('answers 400 in Spanish to %s', async (_name, request) => {
    expectContractAnswer(await rawRequest(port, request), 400, ERROR_MESSAGES.malformedRequest);
  });

  it.each([
    [
      'a malformed percent-encoding',
      '/v1/api/startups/update/%zz',
      400,
      ERROR_MESSAGES.invalidInput,
    ],
    [
      'an overlong id',
      `/v1/api/startups/update/${'1'.repeat(2_000)}`,
      404,
      ERROR_MESSAGES.routeNotFound,
    ],
  ])(
    'answers %s in the path, refused before any hook, with the headers too',
    async (_name, path, status, error) => {
      const answer = await rawRequest(
        port,
        `PUT ${path} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
      );
      expectContractAnswer(answer, status, error);
    },
  );

  it('answers 431 in Spanish to headers too large', async () => {
    const request = `GET /v1/api/startups/read HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectContractAnswer(await rawRequest(port, request), 431, ERROR_MESSAGES.headersTooLarge);
  });

  it('answers 408 in Spanish to a body that does not arrive in time', async () => {
    const request = `${CREATE}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`;
    expectContractAnswer(await rawRequest(port, request), 408, ERROR_MESSAGES.requestTimeout);
  });

  it('answers 413 in Spanish to a body over the limit', async () => {
    const body = `{"name":"${'a'.repeat(70_000)}"}`;
    const request = `${CREATE}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
    expectContractAnswer(await rawRequest(port, request), 413, ERROR_MESSAGES.bodyTooLarge);
  });
});

describe('a request that arrives while the API stops', () => {
  it("gets 503 in Spanish with the security headers, not Fastify's English", async () => {
    // A list read waits 300 ms in the database; the second request is written on the same
    // connection once close() has begun (the connection is busy, so it is not closed as idle).
    const slowDatabase = {
      ...acceptingDatabase,
      query: <Row extends object>() =>
        new Promise<Row[]>((resolve) => setTimeout(() => resolve([]), 300)),
    };
    const app = await buildApp({ db: slowDatabase, corsOrigins: [] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const read = 'GET /v1/api/startups/read HTTP/1.1\r\nHost: a\r\n\r\n';
    const socket = connect(port, '127.0.0.1', () => socket.write(read));
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(read);
    await ended;
    await closed;
    const [first = '', second = ''] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('content-security-policy:');
    expect(second.toLowerCase()).toContain('connection: close');
    expect(second).toContain(JSON.stringify({ error: PROXY_ERROR_MESSAGES.apiUnavailable }));
  });
});
