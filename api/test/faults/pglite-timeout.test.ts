import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { BACKENDS, emptyTables } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { holdDatabase, watchDeadlines } from '../helpers/hold-database.ts';

const pglite = BACKENDS.find((backend) => backend.name === 'PGlite');

// The embedded database runs one transaction at a time: under load a create waits its turn, and
// past the handler's time-out it must answer 503 having stored nothing, so that the client's retry
// (same Idempotency-Key) stores the record exactly once. The database is held on purpose until the
// time-out has fired: no sleep, no race with the machine's load.
describe.skipIf(!pglite)('a create that times out behind the embedded database', () => {
  let db: Database;
  let app: App;
  let nextExpiry: () => Promise<void>;

  beforeAll(async () => {
    db = await (pglite?.open() ?? Promise.reject(new Error('no PGlite')));
    const watched = watchDeadlines(db);
    nextExpiry = watched.nextExpiry;
    app = await buildApp({ db: watched.db, corsOrigins: [], handlerTimeoutMs: 200 });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await emptyTables(db);
  });

  const create = (name: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/api/startups/create',
      payload: startupBody({ name }),
      headers: key ? { 'idempotency-key': key } : {},
    });
  const count = async (sql: string, params: unknown[]) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

  /** `create` sent while the database is held, answered once the time-out fired and it is let go. */
  async function createWhileHeld(name: string, key?: string) {
    const hold = await holdDatabase(db);
    const expired = nextExpiry();
    const answer = create(name, key);
    await expired;
    await hold.release();
    return answer;
  }

  it('answers 503 "tardó demasiado", stores nothing, and the keyed retry stores once', async () => {
    const timedOut = await createWhileHeld('Retenida', 'reintento-1');
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json()).toEqual({ error: ERROR_MESSAGES.timeout });
    expect(await count('startups WHERE name = $1', ['Retenida'])).toBe(0);
    expect(await count('idempotency_keys WHERE key = $1', ['reintento-1'])).toBe(0);

    const retry = await create('Retenida', 'reintento-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('false');
    const again = await create('Retenida', 'reintento-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retry.body);
    expect(await count('startups WHERE name = $1', ['Retenida'])).toBe(1);
  });

  it('answers 503 and stores nothing for a create without a key too', async () => {
    const timedOut = await createWhileHeld('Sin clave');
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json()).toEqual({ error: ERROR_MESSAGES.timeout });
    expect(await count('startups WHERE name = $1', ['Sin clave'])).toBe(0);
    expect((await create('Sin clave')).statusCode).toBe(201); // the database is free again
  });
});
