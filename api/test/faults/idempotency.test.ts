import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { resourceRoutes } from '../../src/resources/resource-routes.ts';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';

const { startups } = RESOURCES;

const create = (app: App, path: string, body: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/api/${path}/create`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });

describeOnBackends('Idempotency-Key on creates', (backend) => {
  const count = async (table: string) =>
    (await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  it('answers a repeated key with the first answer, byte for byte, and stores one record', async () => {
    const first = await create(backend.app, 'startups', startupBody(), 'form-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBe('false');
    const again = await create(backend.app, 'startups', startupBody(), 'form-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await count('startups')).toBe(1);
    // Another key is another record.
    expect((await create(backend.app, 'startups', startupBody(), 'form-2')).statusCode).toBe(201);
    expect(await count('startups')).toBe(2);
  });

  it('creates one record for 12 requests racing with one key, all answered alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        create(backend.app, 'technologies', technologyBody(), 'race'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(
      answers.filter((answer) => answer.headers['idempotent-replayed'] === 'false'),
    ).toHaveLength(1);
    expect(await count('technologies')).toBe(1);
  });

  it('refuses the key with other data (422) or on the other route, and a malformed key (400)', async () => {
    expect((await create(backend.app, 'startups', startupBody(), 'k')).statusCode).toBe(201);
    const other = await create(backend.app, 'startups', startupBody({ name: 'Otra' }), 'k');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: ERROR_MESSAGES.idempotencyKeyReused });
    const otherRoute = await create(backend.app, 'technologies', technologyBody(), 'k');
    expect(otherRoute.statusCode).toBe(422);
    for (const bad of ['x'.repeat(256), 'con espacio', 'ñ']) {
      const refused = await backend.app.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload: JSON.stringify(startupBody()),
        headers: { 'content-type': 'application/json', 'idempotency-key': bad },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: ERROR_MESSAGES.idempotencyKeyInvalid });
    }
    expect(await count('startups')).toBe(1);
    expect(await count('technologies')).toBe(0);
  });

  it('stores nothing for a refused body, so the same key then works', async () => {
    const refused = await create(backend.app, 'startups', startupBody({ name: '' }), 'later');
    expect(refused.statusCode).toBe(400);
    expect((await create(backend.app, 'startups', startupBody(), 'later')).statusCode).toBe(201);
  });

  it("never replays another route's answer: the same key and body elsewhere are refused (422)", async () => {
    // A second route over the same definition, so the two validated bodies are exactly alike and
    // only the route tells them apart.
    const app = await buildApp({ db: backend.db, corsOrigins: [] });
    try {
      await app.register(
        resourceRoutes({ ...startups, path: 'startups-bis' }, app.repositories.startups),
        { prefix: '/v1/api/startups-bis' },
      );
      const first = await create(app, 'startups', startupBody(), 'same-key');
      expect(first.statusCode).toBe(201);
      const elsewhere = await create(app, 'startups-bis', startupBody(), 'same-key');
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json()).toEqual({ error: ERROR_MESSAGES.idempotencyKeyReused });
      expect(await count('startups')).toBe(1);
      // The first route still replays its own answer.
      const again = await create(app, 'startups', startupBody(), 'same-key');
      expect([again.statusCode, again.body]).toEqual([201, first.body]);
    } finally {
      await app.close();
    }
  });

  it('forgets a key after 24 hours', async () => {
    expect((await create(backend.app, 'startups', startupBody(), 'old')).statusCode).toBe(201);
    await backend.db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old'",
    );
    const later = await create(backend.app, 'startups', startupBody({ name: 'Otra' }), 'old');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('false');
    expect(await count('startups')).toBe(2);
  });

  it('documents the header in the OpenAPI document', async () => {
    const doc = (await backend.app.inject('/v1/api/docs/json')).json<{
      paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    for (const path of ['/v1/api/startups/create', '/v1/api/technologies/create']) {
      expect(doc.paths[path]?.post?.parameters).toContainEqual(
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      );
    }
  });
});
