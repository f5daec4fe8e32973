import type { Startup, Technology } from '@sistema/shared/contract';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { LISTENER_APPLICATION_NAME } from '../../src/db/postgres-change-listener.ts';
import type { TableChanges } from '../../src/db/table-changes.ts';
import { BACKENDS, describeOnBackends, TEST_CORS_ORIGINS } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

// The list cache as a client sees it: never an answer from before a write it could observe.
// Every scenario first reads until it gets a cache hit, so the cache is known to be in play (on
// PostgreSQL it serves nothing until its LISTEN connection is up) before the write under test.

const STARTUPS = '/v1/api/startups';
const TECHNOLOGIES = '/v1/api/technologies';
const POLL = { timeout: 5_000, interval: 20 };

interface ListAnswer<T> {
  cache: unknown;
  data: T[];
}

async function readList<T = Startup>(app: App, url: string): Promise<ListAnswer<T>> {
  const answer = await call<{ data: T[] }>(app, 'GET', url);
  expect(answer.status).toBe(200);
  return { cache: answer.headers['x-cache'], data: answer.body.data };
}

/** Reads until the answer comes from the cache; returns that answer's records. */
async function readUntilHit<T = Startup>(app: App, url: string): Promise<T[]> {
  let data: T[] = [];
  await expect
    .poll(async () => {
      const answer = await readList<T>(app, url);
      data = answer.data;
      return answer.cache;
    }, POLL)
    .toBe('hit');
  return data;
}

const names = (records: { name: string }[]) => records.map((record) => record.name);

/** Claims to be listening and never reports a write: only the API's own invalidation is left. */
const LIVE_BUT_SILENT: TableChanges = { live: true, subscribe: () => () => undefined };

describeOnBackends('list cache', (context) => {
  // What this app shows after a write through it can only come from the API's own invalidation:
  // its database reports no change (the tests of writes made around the API use context.app).
  let silentApp: App | undefined;
  beforeAll(async () => {
    const db = { ...context.db, changes: LIVE_BUT_SILENT };
    silentApp = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS });
  });
  afterAll(async () => {
    await silentApp?.close();
  });
  beforeEach(() => {
    silentApp?.listCache.clear(); // the tables were just emptied around it
  });
  const apiOnly = () => {
    if (!silentApp) throw new Error('built in beforeAll');
    return silentApp;
  };

  const createStartup = async (overrides: Record<string, unknown>) => {
    const answer = await call<{ data: Startup }>(
      apiOnly(),
      'POST',
      `${STARTUPS}/create`,
      startupBody(overrides),
    );
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const createTechnology = async (overrides: Record<string, unknown>) => {
    const answer = await call<{ data: Technology }>(
      apiOnly(),
      'POST',
      `${TECHNOLOGIES}/create`,
      technologyBody(overrides),
    );
    expect(answer.status).toBe(201);
    return answer.body.data;
  };

  it('startups: a read after a create, an update or a delete through the API shows it', async () => {
    const app = apiOnly();
    const first = await createStartup({ name: 'Primera' });
    expect(names(await readUntilHit(app, `${STARTUPS}/read`))).toEqual(['Primera']);
    expect(names(await readUntilHit(app, `${STARTUPS}/read?name=prim`))).toEqual(['Primera']);

    const second = await createStartup({ name: 'Segunda' });
    const afterCreate = await readList(app, `${STARTUPS}/read`);
    expect([afterCreate.cache, names(afterCreate.data)]).toEqual(['miss', ['Segunda', 'Primera']]);

    await readUntilHit(app, `${STARTUPS}/read`);
    const updated = await call(app, 'PUT', `${STARTUPS}/update/${String(first.id)}`, {
      ...startupBody({ name: 'Renombrada' }),
    });
    expect(updated.status).toBe(200);
    expect(names((await readList(app, `${STARTUPS}/read`)).data)).toEqual([
      'Segunda',
      'Renombrada',
    ]);
    expect((await readList(app, `${STARTUPS}/read?name=prim`)).data).toEqual([]);

    await readUntilHit(app, `${STARTUPS}/read`);
    const deleted = await call(app, 'DELETE', `${STARTUPS}/delete/${String(second.id)}`);
    expect(deleted.status).toBe(200);
    expect(names((await readList(app, `${STARTUPS}/read`)).data)).toEqual(['Renombrada']);
  });

  it('technologies: a read after a create, an update or a delete through the API shows it', async () => {
    const app = apiOnly();
    const first = await createTechnology({ name: 'Blockchain', adoptionLevel: 'growing' });
    expect(names(await readUntilHit<Technology>(app, `${TECHNOLOGIES}/read`))).toEqual([
      'Blockchain',
    ]);
    const growing = `${TECHNOLOGIES}/read?adoptionLevel=growing`;
    expect(names(await readUntilHit<Technology>(app, growing))).toEqual(['Blockchain']);

    const second = await createTechnology({ name: 'Computación cuántica' });
    expect(names((await readList<Technology>(app, `${TECHNOLOGIES}/read`)).data)).toEqual([
      'Computación cuántica',
      'Blockchain',
    ]);

    await readUntilHit(app, growing);
    const updated = await call(app, 'PUT', `${TECHNOLOGIES}/update/${String(first.id)}`, {
      ...technologyBody({ name: 'Blockchain', adoptionLevel: 'mature' }),
    });
    expect(updated.status).toBe(200);
    expect((await readList<Technology>(app, growing)).data).toEqual([]);

    await readUntilHit(app, `${TECHNOLOGIES}/read`);
    const deleted = await call(app, 'DELETE', `${TECHNOLOGIES}/delete/${String(second.id)}`);
    expect(deleted.status).toBe(200);
    expect(names((await readList<Technology>(app, `${TECHNOLOGIES}/read`)).data)).toEqual([
      'Blockchain',
    ]);
  });

  it('keeps each filter apart: name=a, name=b, a category, both, none', async () => {
    const app = apiOnly();
    await createStartup({ name: 'Alfa Pagos', category: 'FinTech' });
    await createStartup({ name: 'Beta Nube', category: 'SaaS' });
    await createStartup({ name: 'Alfa Nube', category: 'SaaS' });
    const expected: Record<string, string[]> = {
      '?name=alfa': ['Alfa Nube', 'Alfa Pagos'],
      '?name=ALFA': ['Alfa Nube', 'Alfa Pagos'],
      '?name=beta': ['Beta Nube'],
      '?category=SaaS': ['Alfa Nube', 'Beta Nube'],
      '?category=FinTech': ['Alfa Pagos'],
      '?name=alfa&category=SaaS': ['Alfa Nube'],
      '?category=SaaS&name=beta': ['Beta Nube'],
      '?name=nube&category=FinTech': [],
      '': ['Alfa Nube', 'Beta Nube', 'Alfa Pagos'],
    };
    for (const [query, records] of Object.entries(expected)) {
      expect(names(await readUntilHit(app, `${STARTUPS}/read${query}`)), query).toEqual(records);
    }
    // Every one is now stored: each answers its own records from the cache.
    for (const [query, records] of Object.entries(expected)) {
      const answer = await readList(app, `${STARTUPS}/read${query}`);
      expect([answer.cache, names(answer.data)], query).toEqual(['hit', records]);
    }

    await createTechnology({ name: 'Pagos móviles', sector: 'FinTech', adoptionLevel: 'mature' });
    await createTechnology({ name: 'Tutores IA', sector: 'Education', adoptionLevel: 'emerging' });
    const technologies: Record<string, string[]> = {
      '?sector=FinTech': ['Pagos móviles'],
      '?adoptionLevel=emerging': ['Tutores IA'],
      '?sector=FinTech&adoptionLevel=emerging': [],
    };
    for (const [query, records] of Object.entries(technologies)) {
      const url = `${TECHNOLOGIES}/read${query}`;
      expect(names(await readUntilHit<Technology>(app, url)), query).toEqual(records);
    }
  });

  it('answers a hit with the same bytes, content type and length as the miss', async () => {
    await createStartup({ name: 'Bytes Exactos', fundingAmount: 1234567.89 });
    const url = `${STARTUPS}/read?name=bytes`;
    await readUntilHit(context.app, url);
    context.app.listCache.invalidate('startups');
    const miss = await context.app.inject({ method: 'GET', url });
    const hit = await context.app.inject({ method: 'GET', url });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    for (const answer of [miss, hit]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
    }
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(miss.json<{ data: Startup[] }>().data[0]?.funding_amount).toBe(1234567.89);
  });

  it('answers from the database itself when the client asks (Cache-Control: no-cache)', async () => {
    await createStartup({ name: 'Lectura Propia' });
    const url = `${STARTUPS}/read?name=propia`;
    await readUntilHit(context.app, url);
    const fresh = await context.app.inject({
      method: 'GET',
      url,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json<{ data: Startup[] }>().data.map((startup) => startup.name)).toEqual([
      'Lectura Propia',
    ]);
    // The stored answer is still there for everyone else.
    expect((await readList(context.app, url)).cache).toBe('hit');
  });

  it('holds at most 100 answers, however many different searches come', async () => {
    await readUntilHit(context.app, `${STARTUPS}/read`);
    for (let i = 0; i < 150; i += 1) {
      await readList(context.app, `${STARTUPS}/read?name=${String(i)}`);
    }
    expect(context.app.listCache.size).toBe(100);
  });

  it('shows a write made around the API (psql, another instance) once it is notified', async () => {
    const { app, db } = context;
    const direct = await directWriter(db);
    try {
      expect(await readUntilHit(app, `${STARTUPS}/read`)).toEqual([]);
      await direct.query(
        `INSERT INTO startups (name, founded_at, location, category)
         VALUES ('Directa', '2020-01-01', 'Quito, Ecuador', 'Other')`,
      );
      await expect
        .poll(async () => names((await readList(app, `${STARTUPS}/read`)).data), POLL)
        .toEqual(['Directa']);

      await readUntilHit(app, `${STARTUPS}/read`);
      await direct.query(`UPDATE startups SET name = 'Directa 2'`);
      await expect
        .poll(async () => names((await readList(app, `${STARTUPS}/read`)).data), POLL)
        .toEqual(['Directa 2']);

      await readUntilHit(app, `${TECHNOLOGIES}/read`);
      await direct.query(
        `INSERT INTO technologies (name, sector, adoption_level)
         VALUES ('Directa', 'Other', 'emerging')`,
      );
      await expect
        .poll(async () => names((await readList<Technology>(app, `${TECHNOLOGIES}/read`)).data))
        .toEqual(['Directa']);

      await readUntilHit(app, `${STARTUPS}/read`);
      await direct.query('TRUNCATE startups');
      await expect
        .poll(async () => (await readList(app, `${STARTUPS}/read`)).data, POLL)
        .toEqual([]);
    } finally {
      await direct.close();
    }
  });
});

/**
 * What writes "around the API": on PostgreSQL a connection of its own (as psql or a second API
 * instance would); on PGlite, where no other process can open the data directory, the same handle
 * used directly.
 */
async function directWriter(db: Database) {
  if (db.kind === 'pglite') {
    return { query: (sql: string) => db.query(sql), close: () => Promise.resolve() };
  }
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${inject('pgSchema') ?? 'public'},public`,
  });
  await client.connect();
  return {
    query: async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows,
    close: () => client.end(),
  };
}

const postgres = BACKENDS.find((backend) => backend.name === 'PostgreSQL');

describe.skipIf(!postgres || postgres.skip)(
  'list cache on PostgreSQL when the LISTEN connection is lost',
  () => {
    let app: App | undefined;
    let db: Database | undefined;
    beforeAll(async () => {
      db = await postgres?.open();
      if (db) app = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('serves nothing stale, and caches again once it has reconnected', async () => {
      if (!app || !db) throw new Error('opened in beforeAll');
      const [api, database] = [app, db];
      await database.query('TRUNCATE startups, technologies RESTART IDENTITY');
      expect(await readUntilHit(api, `${STARTUPS}/read`)).toEqual([]);

      // The listener's connection dies; a write lands before it is back, its notification lost.
      const direct = await directWriter(database);
      try {
        const killed = await direct.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = '${LISTENER_APPLICATION_NAME}'`,
        );
        expect(killed.length).toBeGreaterThan(0);
        // Written once the loss is seen and before the reconnection (≥ 250 ms later): no
        // notification of it ever reaches the API.
        await expect.poll(() => database.changes.live, POLL).toBe(false);
        await direct.query(
          `INSERT INTO startups (name, founded_at, location, category)
           VALUES ('Durante el corte', '2020-01-01', 'Quito, Ecuador', 'Other')`,
        );
      } finally {
        await direct.close();
      }

      await expect
        .poll(async () => names((await readList(api, `${STARTUPS}/read`)).data), POLL)
        .toEqual(['Durante el corte']);
      expect(names(await readUntilHit(api, `${STARTUPS}/read`))).toEqual(['Durante el corte']);
      expect(database.changes.live).toBe(true);
    });
  },
);
