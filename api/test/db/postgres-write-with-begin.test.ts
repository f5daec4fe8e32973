import { ERROR_MESSAGES } from '@sistema/shared/contract';
import pg from 'pg';
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import {
  BACKENDS,
  emptyTables,
  postgresThroughStallProxy,
  STALL_TIMEOUTS,
} from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { countStartupsNamed, createStartupNamed } from '../helpers/named-startups.ts';
import type { StallProxy } from '../helpers/stall-proxy.ts';

const postgres = BACKENDS.find((backend) => backend.name === 'PostgreSQL');

/** The simple query that carries BEGIN, the transaction id and the write (db/postgres.ts). */
const WITH_BEGIN = /^BEGIN; SELECT txid_current\(\)::text AS xid; EXECUTE sistema_\d+\(/;

const INSERT = `INSERT INTO startups (name, founded_at, location, category, funding_amount)
  VALUES ($1, $2::date, $3, 'SaaS', $4::numeric) RETURNING id, name, location, funding_amount`;

// A write alone travels with its BEGIN once its connection has prepared the statement: two round
// trips instead of three. Its values are then written into the query's text as literals, so they
// must arrive exactly as given, and nothing of what a transaction promises may change: a refused
// row stores nothing, a stalled connection answers 503 and stores nothing.
describe.skipIf(!postgres || postgres.skip)('PostgreSQL: a write alone sent with BEGIN', () => {
  let proxy: StallProxy;
  let direct: Database; // the shared test pool, not through the proxy
  let db: Database;
  let app: App;
  // Every query `pg` is asked to send, by any connection of this worker.
  let sent: MockInstance<pg.Client['query']>;

  beforeAll(async () => {
    direct = await (postgres?.open() ?? Promise.reject(new Error('no PostgreSQL')));
    await emptyTables(direct);
    ({ proxy, db } = await postgresThroughStallProxy(STALL_TIMEOUTS));
    app = await buildApp({ db, corsOrigins: [], handlerTimeoutMs: 2_000 });
    sent = vi.spyOn(pg.Client.prototype, 'query');
  });
  afterEach(async () => {
    proxy.heal();
    sent.mockClear();
    await emptyTables(direct);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
    await db.close();
    await proxy.close();
  });

  /** Whether a statement with `value` among its literals went in BEGIN's round trip. */
  const sentWithBegin = (value: string) =>
    sent.mock.calls.some(([config]: unknown[]) => {
      const text: unknown =
        typeof config === 'string' ? config : (config as { text?: unknown }).text;
      return typeof text === 'string' && WITH_BEGIN.test(text) && text.includes(value);
    });
  const countNamed = (name: string) => countStartupsNamed(direct, name);

  it('stores every character as given, quotes and backslashes included', async () => {
    const names = [
      'Primera Andina',
      "O'Higgins \\ Labs",
      "'); DELETE FROM startups; --",
      'Dólar $1 \\x00 "comillas" 🚀 ñandú',
    ];
    // In turn, each alone, on the pool's one idle connection: the first prepares the statement
    // there (unless an earlier test did), the next ones travel with their BEGIN.
    for (const name of names) {
      const answer = await app.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload: startupBody({ name, location: `${name} — Quito` }),
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json<{ data: { name: string; location: string } }>().data).toMatchObject({
        name,
        location: `${name} — Quito`,
      });
    }

    // The literal's quotes are doubled: look for a part of each name without any.
    expect(sentWithBegin('Labs')).toBe(true);
    expect(sentWithBegin('DELETE FROM startups')).toBe(true);
    expect(sentWithBegin('ñandú')).toBe(true);
    const stored = await direct.query<{ name: string; location: string }>(
      'SELECT name, location FROM startups ORDER BY id',
    );
    expect(stored).toEqual(names.map((name) => ({ name, location: `${name} — Quito` })));
  });

  it('answers with the same rows and types as the statement sent on its own', async () => {
    const first = await db.query(INSERT, ['Andina', '2020-01-15', 'Lima', 2500]);
    const second = await db.query(INSERT, ['Brava', '2021-02-16', 'Cusco', 10.5]);

    expect(sentWithBegin('Brava')).toBe(true);
    const typesOf = (rows: object[]) =>
      rows.map((row) => Object.entries(row).map(([column, value]) => [column, typeof value]));
    expect(typesOf(second)).toEqual(typesOf(first));
    expect(second).toMatchObject([{ name: 'Brava', location: 'Cusco', funding_amount: '10.5' }]);
    expect(first).toMatchObject([{ name: 'Andina', location: 'Lima', funding_amount: '2500' }]);
  });

  it('stores nothing of a row the database refuses, and the connection writes the next one', async () => {
    await db.query(INSERT, ['Primera', '2020-01-15', 'Lima', 1]);
    const refused = await db
      .query(INSERT, ['Negativa', '2020-01-15', 'Lima', -1])
      .catch((error: unknown) => error);

    expect(refused).toMatchObject({ code: '23514', severity: 'ERROR' });
    expect(sentWithBegin('Negativa')).toBe(true);
    expect(await countNamed('Negativa')).toBe(0);
    expect(await db.query(INSERT, ['Siguiente', '2020-01-15', 'Lima', 2])).toHaveLength(1);
  });

  it('answers 503 and stores nothing when the connection stalls in that round trip', async () => {
    expect((await createStartupNamed(app, 'Antes del corte')).statusCode).toBe(201);

    proxy.stall();
    const answer = await createStartupNamed(app, 'Durante el corte');
    expect(answer.statusCode).toBe(503);
    expect([ERROR_MESSAGES.databaseUnavailable, ERROR_MESSAGES.timeout]).toContain(
      answer.json<{ error: string }>().error,
    );
    expect(sentWithBegin('Durante el corte')).toBe(true);

    proxy.heal(); // what the stall held arrives now: it must not store the refused create
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await countNamed('Durante el corte')).toBe(0);
    expect(await countNamed('Antes del corte')).toBe(1);
  }, 20_000);
});
