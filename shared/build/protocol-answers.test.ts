// @vitest-environment node
// What a real `vite preview` with the apps' plugin answers to requests Node handles by itself: the
// contract's Spanish JSON with the refusal headers, over raw sockets (no HTTP library would send
// these).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../src/contract/messages.ts';
import { protocolAnswers, REFUSAL_HEADERS } from './protocol-answers.ts';
import { rawRequest as raw, type RawAnswer } from '../../scripts/lib/raw-http.mjs';

const dist = mkdtempSync(join(tmpdir(), 'protocol-answers-test-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>página</title>');
let server: PreviewServer;
let port = 0;

beforeAll(async () => {
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    root: dist,
    build: { outDir: dist },
    plugins: [protocolAnswers()],
    preview: { port: 0, host: '127.0.0.1' },
  });
  port = (server.httpServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectRefusal(answer: RawAnswer, status: number, error: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({ error });
  for (const [name, value] of Object.entries(REFUSAL_HEADERS)) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('vite preview with protocolAnswers', () => {
  it('answers a request without Host with 400 in Spanish', async () => {
    expectRefusal(await raw(port, 'GET / HTTP/1.1\r\n\r\n'), 400, ERROR_MESSAGES.hostRequired);
  });

  it('answers an Expect other than 100-continue with 417 in Spanish', async () => {
    const request = 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 42-magic\r\n\r\n';
    expectRefusal(await raw(port, request), 417, ERROR_MESSAGES.expectationFailed);
  });

  it('answers CONNECT with 405 in Spanish instead of dropping the connection', async () => {
    const request = 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n';
    expectRefusal(await raw(port, request), 405, ERROR_MESSAGES.methodNotAllowed);
  });

  it.each([
    ['a broken request line', 'GET\r\n\r\n'],
    ['a bad Content-Length', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1x\r\n\r\n'],
  ])('answers %s with 400 in Spanish', async (_name, request) => {
    expectRefusal(await raw(port, request), 400, ERROR_MESSAGES.malformedRequest);
  });

  it('answers headers too large with 431 in Spanish', async () => {
    const request = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectRefusal(await raw(port, request), 431, ERROR_MESSAGES.headersTooLarge);
  });

  it('still serves the page to HTTP/1.1 with Host and to HTTP/1.0, which has no Host', async () => {
    for (const request of [
      'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.0\r\n\r\n',
    ]) {
      const answer = await raw(port, request);
      expect(answer.status, request).toBe(200);
      expect(answer.body).toContain('<title>página</title>');
    }
  });
});

it('uses the same refusal headers as nginx (deploy/nginx/snippets/sistema-error-headers.conf)', () => {
  const snippet = readFileSync(
    join(
      import.meta.dirname,
      '..',
      '..',
      'deploy',
      'nginx',
      'snippets',
      'sistema-error-headers.conf',
    ),
    'utf8',
  );
  const nginx: Record<string, string> = {};
  for (const [, name = '', value = ''] of snippet.matchAll(
    /^add_header (\S+) "([^"]*)" always;$/gm,
  )) {
    nginx[name] = value;
  }
  expect(nginx).toEqual(REFUSAL_HEADERS);
});
