import { ERROR_MESSAGES, type Startup } from '@sistema/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { BACKENDS, emptyTables, TEST_CORS_ORIGINS } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { send } from './send.ts';

// Two API processes on one PostgreSQL server, as behind a load balancer: each has its own pool,
// list cache and LISTEN connection. The version check lives in the database's statement, so it
// holds across instances exactly as within one.

const STARTUPS = '/v1/api/startups';
const postgres = BACKENDS.find((backend) => backend.name === 'PostgreSQL');

describe.skipIf(!postgres || postgres.skip)('record versions across two API instances', () => {
  let first: App | undefined;
  let second: App | undefined;
  let secondDb: Database | undefined;
  beforeAll(async () => {
    const db = await postgres?.open();
    if (!db) throw new Error('PostgreSQL backend not available');
    secondDb = openPostgres(process.env.TEST_DATABASE_URL ?? '', {
      searchPath: `${inject('pgSchema') ?? 'public'},public`,
      allowExitOnIdle: true,
    });
    first = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS });
    second = await buildApp({ db: secondDb, corsOrigins: TEST_CORS_ORIGINS });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondDb?.close();
  });
  beforeEach(async () => {
    if (secondDb) await emptyTables(secondDb);
  });
  const apps = () => {
    if (!first || !second) throw new Error('built in beforeAll');
    return [first, second] as const;
  };
  const update = (app: App, id: number, ifMatch: string, name: string) =>
    send<{ data: Startup; error?: string }>(app, 'PUT', `${STARTUPS}/update/${String(id)}`, {
      body: startupBody({ name }),
      ifMatch,
    });

  it('of updates made on one version through both instances, exactly one wins', async () => {
    const [a, b] = apps();
    for (let round = 0; round < 5; round += 1) {
      const created = await send<{ data: Startup }>(a, 'POST', `${STARTUPS}/create`, {
        body: startupBody(),
      });
      const { id } = created.body.data;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          update(i % 2 ? a : b, id, '"1"', `Instancia ${String(i % 2)} escritor ${String(i)}`),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        200, 412, 412, 412, 412, 412, 412, 412,
      ]);
      const winner = answers.find((answer) => answer.status === 200)?.body.data;
      for (const app of [a, b]) expect(await app.repositories.startups.find(id)).toEqual(winner);
      for (const loser of answers.filter((answer) => answer.status === 412)) {
        expect(loser.body).toEqual({ error: ERROR_MESSAGES.startupChanged, data: winner });
      }
      // Clocks only move forward across instances too.
      expect(winner && winner.updated_at >= created.body.data.updated_at).toBe(true);
    }
  });

  it('a stale delete through one instance deletes nothing written through the other', async () => {
    const [a, b] = apps();
    const { id } = (
      await send<{ data: Startup }>(a, 'POST', `${STARTUPS}/create`, {
        body: startupBody(),
      })
    ).body.data;
    const updated = await update(a, id, '"1"', 'Cambiada en A');
    const stale = await send(b, 'DELETE', `${STARTUPS}/delete/${String(id)}`, { ifMatch: '"1"' });
    expect([stale.status, stale.body]).toEqual([
      412,
      { error: ERROR_MESSAGES.startupChanged, data: updated.body.data },
    ]);
    expect(await b.repositories.startups.find(id)).toEqual(updated.body.data);
  });

  it("the other instance's list shows the new version once notified, and never goes back", async () => {
    const [a, b] = apps();
    const { id } = (
      await send<{ data: Startup }>(a, 'POST', `${STARTUPS}/create`, {
        body: startupBody(),
      })
    ).body.data;
    const versionInList = async () => {
      const list = await send<{ data: Startup[] }>(b, 'GET', `${STARTUPS}/read`);
      return { cache: list.headers['x-cache'], version: list.body.data[0]?.version };
    };
    // B's cache holds version 1 (once B is listening it serves hits).
    await expect.poll(versionInList, { timeout: 5_000, interval: 20 }).toEqual({
      cache: 'hit',
      version: 1,
    });

    expect((await update(a, id, '"1"', 'Cambiada en A')).status).toBe(200);
    await expect.poll(async () => (await versionInList()).version, { timeout: 5_000 }).toBe(2);
    // From then on, hit or miss, B never answers the older version again.
    for (let i = 0; i < 20; i += 1) expect((await versionInList()).version).toBe(2);
  });
});
