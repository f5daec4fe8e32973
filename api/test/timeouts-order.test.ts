import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// Read from their sources of truth: the browser's client, the Vite servers' proxy, the API.
import { API_PROXY_TIMEOUT_MS } from '../../shared/build/api-proxy.ts';
import { REQUEST_TIMEOUT_MS } from '../../shared/src/api/client.ts';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../src/db/postgres.ts';
import { DEFAULT_HANDLER_TIMEOUT_MS, LAST_RESORT_MS } from '../src/http/handler-timeout.ts';

// Who gives up first decides what the user reads. The API must answer (its Spanish 503) before a
// proxy gives up on it (the proxy's Spanish 504), and a proxy before the browser's client (a bare
// time-out, no message from the server at all).

const TEMPLATES = new URL('../../deploy/nginx/templates/', import.meta.url);

/** Every `proxy_<kind>_timeout <n>s;` of the nginx templates, in milliseconds. */
function nginxProxyTimeouts(kind: 'read' | 'send') {
  const directive = new RegExp(`^\\s*proxy_${kind}_timeout\\s+(\\d+)s;`, 'gm');
  return readdirSync(TEMPLATES).flatMap((file) =>
    [...readFileSync(new URL(file, TEMPLATES), 'utf8').matchAll(directive)].map(
      (match) => Number(match[1]) * 1000,
    ),
  );
}

describe('the time-out order: client > proxies > API > database', () => {
  // The longest the API takes to answer: its handler time-out, then, for a write whose COMMIT was
  // already sent, the last resort it still waits for the outcome.
  const apiLatestAnswerMs = DEFAULT_HANDLER_TIMEOUT_MS + LAST_RESORT_MS;
  const proxies = {
    vite: [API_PROXY_TIMEOUT_MS],
    'nginx read': nginxProxyTimeouts('read'),
    'nginx send': nginxProxyTimeouts('send'),
  };

  it('gives the browser client 30 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it.each(Object.entries(proxies))(
    'has the %s proxy give up after the API and before the client',
    (_proxy, timeouts) => {
      expect(timeouts.length).toBeGreaterThan(0);
      for (const timeout of timeouts) {
        expect(timeout).toBeLessThan(REQUEST_TIMEOUT_MS);
        expect(timeout).toBeGreaterThan(apiLatestAnswerMs);
      }
    },
  );

  it('has a read wait for a connection and its query within the handler time-out', () => {
    const { connectMs, queryMs } = DEFAULT_POSTGRES_TIMEOUTS;
    expect(connectMs + queryMs).toBeLessThan(DEFAULT_HANDLER_TIMEOUT_MS);
  });
});
