import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import {
  BACKENDS,
  emptyTables,
  postgresThroughStallProxy,
  STALL_TIMEOUTS,
} from '../helpers/backends.ts';
import { countStartupsNamed, createStartupNamed } from '../helpers/named-startups.ts';
import type { StallProxy } from '../helpers/stall-proxy.ts';

const postgres = BACKENDS.find((backend) => backend.name === 'PostgreSQL');

const HANDLER_TIMEOUT_MS = 2_000;

// A filter never asked before: its list is not in the cache, so the database must answer.
let uncached = 0;
const readFromDatabase = (app: App) =>
  app.inject(`/v1/api/startups/read?name=sin-cache-${String(++uncached)}`);

/** True once `condition` holds (checked every 50 ms), false after `ms`. */
async function within(ms: number, condition: () => boolean) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

// A database connection that goes silent (a network cut, a stalled proxy) while PostgreSQL itself
// is fine: the API must answer 503 quickly, store nothing it answered 503 for, and recover by
// itself once the network is back.
describe.skipIf(!postgres || postgres.skip)('a stalled connection to PostgreSQL', () => {
  let proxy: StallProxy;
  let direct: Database; // the same schema, not through the proxy
  let throughProxy: Database;
  let app: App;

  beforeAll(async () => {
    direct = await (postgres?.open() ?? Promise.reject(new Error('no PostgreSQL')));
    await emptyTables(direct);
    ({ proxy, db: throughProxy } = await postgresThroughStallProxy(STALL_TIMEOUTS));
    app = await buildApp({
      db: throughProxy,
      corsOrigins: [],
      handlerTimeoutMs: HANDLER_TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    proxy.heal();
    await app.close();
    await throughProxy.close();
    await proxy.close();
  });

  it('answers 503 fast while stalled, stores nothing it refused, and recovers within 20 s', async () => {
    // Connections in the pool first, so the stall catches them open.
    expect((await createStartupNamed(app, 'Antes del corte')).statusCode).toBe(201);
    expect((await app.inject('/v1/api/startups/read')).statusCode).toBe(200);

    proxy.stall();
    const started = Date.now();
    const [read, write] = await Promise.all([
      readFromDatabase(app),
      createStartupNamed(app, 'Durante el corte'),
    ]);
    expect(Date.now() - started).toBeLessThan(HANDLER_TIMEOUT_MS + 1_500);
    for (const answer of [read, write]) {
      expect(answer.statusCode).toBe(503);
      expect([ERROR_MESSAGES.databaseUnavailable, ERROR_MESSAGES.timeout]).toContain(
        answer.json<{ error: string }>().error,
      );
    }

    // The LISTEN connection is silent too: its heartbeat notices, and lists stop being cached.
    expect(await within(3_000, () => !throughProxy.changes.live)).toBe(true);

    // The network comes back: what was held arrives late, and must not store the refused write.
    proxy.heal();
    const healed = Date.now();
    let recoveredAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - healed < 20_000) {
      if ((await readFromDatabase(app)).statusCode === 200) {
        recoveredAfterMs = Date.now() - healed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recoveredAfterMs).toBeLessThan(20_000);
    expect((await createStartupNamed(app, 'Después del corte')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500)); // late bytes, if any, have landed
    expect(await countStartupsNamed(direct, 'Durante el corte')).toBe(0);
    expect(await within(10_000, () => throughProxy.changes.live)).toBe(true); // LISTEN is back
    expect(await countStartupsNamed(direct, 'Antes del corte')).toBe(1);
    expect(await countStartupsNamed(direct, 'Después del corte')).toBe(1);
  }, 40_000);
});
