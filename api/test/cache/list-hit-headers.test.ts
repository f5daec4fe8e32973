import { expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { CORS_EXPOSED_HEADERS } from '../../src/http/cors.ts';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

// A list answered from the cache takes the shortest path through the API (no promise, no timer):
// it must still carry every header any other answer carries, in the same order, and the same
// bytes as the miss that stored it.

const READ = '/v1/api/startups/read';
const POLL = { timeout: 5_000, interval: 20 };

const SECURITY = [
  [
    'content-security-policy',
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
      "frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';" +
      "script-src-attr 'none';style-src 'self' https: 'unsafe-inline'",
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/** The answer's headers in the order they were written; light-my-request's own left out. */
async function read(app: App, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: `${READ}?name=ana`, headers });
  expect(response.statusCode).toBe(200);
  const written = Object.entries(response.headers)
    .filter(([name]) => !['date', 'connection', 'transfer-encoding'].includes(name))
    .map(([name, value]): [string, string] => [name, String(value)]);
  return { headers: written, body: response.body };
}

async function readUntilHit(app: App, headers: Record<string, string>) {
  const first = await read(app, headers);
  let hit = first;
  await expect
    .poll(async () => {
      hit = await read(app, headers);
      return Object.fromEntries(hit.headers)['x-cache'];
    }, POLL)
    .toBe('hit');
  return { first, hit };
}

const EXPOSED = CORS_EXPOSED_HEADERS.join(', ');

describeOnBackends('headers of a list answered from the cache', (context) => {
  it('are those of the miss, with x-cache: hit, for an allowed origin, another origin and none', async () => {
    const created = await call(context.app, 'POST', '/v1/api/startups/create', {
      ...startupBody({ name: 'Ana Labs' }),
    });
    expect(created.status).toBe(201);
    const cases: [Record<string, string>, string[][]][] = [
      [
        { origin: 'http://localhost:5174' },
        [
          ['access-control-allow-origin', 'http://localhost:5174'],
          ['access-control-expose-headers', EXPOSED],
        ],
      ],
      [{ origin: 'http://elsewhere.example' }, [['access-control-expose-headers', EXPOSED]]],
      [{}, [['access-control-expose-headers', EXPOSED]]],
    ];
    for (const [requestHeaders, cors] of cases) {
      context.app.listCache.clear();
      const { first, hit } = await readUntilHit(context.app, requestHeaders);
      const length = String(Buffer.byteLength(hit.body));
      const expected = (state: string) => [
        ...SECURITY,
        ['vary', 'Origin'],
        ...cors,
        ['content-type', 'application/json; charset=utf-8'],
        ['content-length', length],
        ['x-cache', state],
      ];
      expect(first.headers).toEqual(expected('miss'));
      expect(hit.headers).toEqual(expected('hit'));
      expect(hit.body).toBe(first.body);
      expect(JSON.parse(hit.body)).toMatchObject({ data: [{ name: 'Ana Labs' }] });
    }
  });

  it('keep the applied page size of a page asked for in Prefer', async () => {
    const { first, hit } = await readUntilHit(context.app, { prefer: 'page-size=2' });
    const names = (headers: string[][]) => headers.map(([name]) => name);
    expect(names(hit.headers)).toEqual(names(first.headers));
    expect(Object.fromEntries(hit.headers)).toMatchObject({
      'preference-applied': 'page-size=2',
      vary: 'Origin',
      'x-cache': 'hit',
    });
    expect(hit.body).toBe(first.body);
  });
});
