import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { BACKENDS, emptyTables, postgresThroughStallProxy } from '../helpers/backends.ts';
import { countStartupsNamed, createStartupNamed } from '../helpers/named-startups.ts';
import type { StallProxy } from '../helpers/stall-proxy.ts';

const postgres = BACKENDS.find((backend) => backend.name === 'PostgreSQL');

// The connection breaks just as COMMIT is sent, so the API never hears whether it was stored. It
// asks PostgreSQL (the transaction's id) instead of guessing: a stored create is a 201, never a
// 503; a lost one is the 503 that says nothing was stored, never a 201.
describe.skipIf(!postgres || postgres.skip)('a create whose COMMIT answer is lost', () => {
  let proxy: StallProxy;
  let direct: Database; // the same schema, not through the proxy
  let throughProxy: Database;
  let app: App;

  beforeAll(async () => {
    direct = await (postgres?.open() ?? Promise.reject(new Error('no PostgreSQL')));
    await emptyTables(direct);
    ({ proxy, db: throughProxy } = await postgresThroughStallProxy());
    app = await buildApp({ db: throughProxy, corsOrigins: [] });
  });
  afterAll(async () => {
    await app.close();
    await throughProxy.close();
    await proxy.close();
  });

  const create = (name: string) => createStartupNamed(app, name);
  const stored = (name: string) => countStartupsNamed(direct, name);

  it('answers 201 when PostgreSQL committed it', async () => {
    proxy.loseNextCommit('answer');
    const answer = await create('Guardada sin respuesta');
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ data: { name: string } }>().data.name).toBe('Guardada sin respuesta');
    expect(await stored('Guardada sin respuesta')).toBe(1);
  });

  it('answers 503 "no disponible" when the COMMIT never arrived, and stores nothing', async () => {
    proxy.loseNextCommit('request');
    const answer = await create('Perdida en el camino');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: ERROR_MESSAGES.databaseUnavailable });
    expect(await stored('Perdida en el camino')).toBe(0);
  });

  it('ends its own session left waiting in the transaction, then answers 503', async () => {
    proxy.loseNextCommit('request-held');
    const started = Date.now();
    const answer = await create('Sesión huérfana');
    // Long before the server's own 10 s idle-in-transaction time-out: the API ended it.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: ERROR_MESSAGES.databaseUnavailable });
    expect(await stored('Sesión huérfana')).toBe(0);
    expect((await create('Después')).statusCode).toBe(201);
  });
});
