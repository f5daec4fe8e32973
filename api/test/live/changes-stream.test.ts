import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { LIVE_MESSAGES } from '../../src/live/live-messages.ts';
import { BACKENDS, emptyTables, TEST_CORS_ORIGINS } from '../helpers/backends.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { postgres, useTwoInstances } from '../helpers/two-instances.ts';

// GET /v1/api/changes (docs/architecture.md, Live lists): every committed write names its resource
// on every open stream, as the database reports it.

const changeOf = (resource: string) => (event: { event: string; data: string }) =>
  event.event === 'change' && event.data === JSON.stringify({ resource });

/** Listens on a free port; resolves the stream URL once the app's change feed is live. */
async function serve(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const started = Date.now();
  while (!app.db.changes.live && Date.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(app.db.changes.live).toBe(true);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${String(address.port)}/v1/api/changes`;
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`live changes stream [${backend.name}]`, () => {
    let app: App | undefined;
    let url = '';
    const streams: EventStream[] = [];
    const open = async (headers: Record<string, string> = {}) => {
      const stream = await openEventStream(url, headers);
      streams.push(stream);
      return stream;
    };

    beforeAll(async () => {
      const db = await backend.open();
      await emptyTables(db);
      app = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS, liveStreamsPerClient: 2 });
      url = await serve(app);
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await app?.close();
    });

    it('streams an event naming the resource of each create, with the API security and CORS headers', async () => {
      // A remote's standalone page reads the API from its own origin.
      const stream = await open({ origin: 'http://localhost:5174' });
      expect(stream.status).toBe(200);
      expect(stream.headers['access-control-allow-origin']).toBe('http://localhost:5174');
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect(stream.headers['content-security-policy']).toContain("default-src 'self'");

      const startup = await app?.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload: startupBody({ name: 'Vista en vivo' }),
      });
      expect(startup?.statusCode).toBe(201);
      await stream.next(changeOf('startups'));

      const from = stream.events.length;
      await app?.inject({
        method: 'POST',
        url: '/v1/api/technologies/create',
        payload: technologyBody({ name: 'Visión en vivo' }),
      });
      await stream.next(changeOf('technologies'), 2_000, from);
      expect(stream.text.startsWith('retry: 2000\n\n')).toBe(true);
      stream.close();
    });

    it('refuses a client over its limit of open streams in Spanish, and takes it again once one closes', async () => {
      const first = await open();
      const second = await open();
      expect([first.status, second.status]).toEqual([200, 200]);

      const refused = await open();
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toContain('application/json');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(JSON.parse(refused.text)).toEqual({ error: LIVE_MESSAGES.tooManyStreams });

      first.close();
      let again = await open();
      for (let tries = 0; again.status === 429 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20)); // the server sees the close
        again = await open();
      }
      expect(again.status).toBe(200);
      second.close();
      again.close();
    });
  });
}

describe.skipIf(!postgres || postgres.skip)('live changes across two API instances', () => {
  const apps = useTwoInstances();

  it('streams from one instance the create written through the other', async () => {
    const [writer, reader] = apps as [App, App];
    const stream = await openEventStream(await serve(reader));
    try {
      const created = await writer.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload: startupBody({ name: 'Escrita en la otra instancia' }),
      });
      expect(created.statusCode).toBe(201);
      await stream.next(changeOf('startups'));
    } finally {
      stream.close();
    }
  });
});
