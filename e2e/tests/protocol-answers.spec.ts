import { expect, test } from '@playwright/test';
import { ERROR_MESSAGES } from '../../shared/src/contract/messages.ts';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { rawRequest } from '../../scripts/lib/raw-http.mjs';

// On the servers `npm start` runs: each app's vite preview answers what Node
// would answer by itself (no Host, a made-up Expect, CONNECT) with the contract's Spanish JSON and
// the security headers (shared/build/protocol-answers.ts, in all three apps' configurations).
// nginx answers these its own way (shared/build/nginx-api-proxy.test.ts).
test.skip(
  process.env.E2E_SERVER === 'nginx' || !!process.env.E2E_SHELL_URL,
  'comprueba los servidores vite preview de npm start',
);

const REQUESTS = [
  {
    what: 'sin Host',
    request: 'GET / HTTP/1.1\r\n\r\n',
    status: 400,
    error: ERROR_MESSAGES.hostRequired,
  },
  {
    what: 'Expect: 42-magic',
    request: 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 42-magic\r\n\r\n',
    status: 417,
    error: ERROR_MESSAGES.expectationFailed,
  },
  {
    what: 'CONNECT',
    request: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    status: 405,
    error: ERROR_MESSAGES.methodNotAllowed,
  },
];

for (const app of ['shell', 'startups', 'technologies'] as const) {
  test(`${app}: no Host, Expect and CONNECT get Spanish JSON with the security headers`, async () => {
    for (const { what, request, status, error } of REQUESTS) {
      const answer = await rawRequest(PORTS[app], request);
      expect(answer.status, what).toBe(status);
      expect(answer.headers['content-type'], what).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body), what).toEqual({ error });
      expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
      expect(answer.headers['content-security-policy'], what).toContain("default-src 'none'");
      expect(answer.headers['x-frame-options'], what).toBe('DENY');
    }
  });
}
