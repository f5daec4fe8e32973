import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { postgres, useTwoInstances } from '../helpers/two-instances.ts';

// Two API instances on one PostgreSQL database, each with its own pool, list cache and LISTEN
// connection: a write through one is read through the other once PostgreSQL's notification has
// arrived (api/README.md, "List cache", gives the window).
describe.skipIf(!postgres || postgres.skip)('two API instances on one database', () => {
  const apps = useTwoInstances();

  const names = async (app: App) => {
    const answer = await app.inject('/v1/api/startups/read');
    return {
      cache: answer.headers['x-cache'],
      names: answer.json<{ data: { name: string }[] }>().data.map((startup) => startup.name),
    };
  };

  /** Milliseconds until `app` lists `name` (polling every 5 ms), or Infinity after 2 s. */
  const untilListed = async (app: App, name: string) => {
    const started = Date.now();
    while (Date.now() - started < 2_000) {
      if ((await names(app)).names.includes(name)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Number.POSITIVE_INFINITY;
  };

  it('reads through one instance what was written through the other, within a second', async () => {
    const [writer, reader] = apps as [App, App];
    // The reader's cache must be live (its LISTEN in place) and hold the list from before.
    const listening = Date.now();
    while ((await names(reader)).cache !== 'hit' && Date.now() - listening < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await names(reader)).cache).toBe('hit');

    for (let round = 0; round < 5; round++) {
      const name = `Vista desde la otra instancia ${String(round)}`;
      const created = await writer.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload: startupBody({ name }),
      });
      expect(created.statusCode).toBe(201);
      expect(await untilListed(reader, name)).toBeLessThan(1_000);
    }
  });
});
