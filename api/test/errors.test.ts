import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { NO_TABLE_CHANGES } from '../src/db/table-changes.ts';
import { RESOURCES } from '../src/resources/all-resources.ts';
import { describeOnBackends, TEST_CORS_ORIGINS } from './helpers/backends.ts';
import { startupBody } from './helpers/fixtures.ts';
import { call } from './helpers/http.ts';

describeOnBackends('HTTP errors and protocol', (context) => {
  // A wrong method on a route that exists is 405 (test/contract/http-semantics.test.ts).
  it('answers 404 "Ruta no encontrada" for an unknown route', async () => {
    const notFound = { status: 404, body: { error: ERROR_MESSAGES.routeNotFound } };
    expect(await call(context.app, 'GET', '/v1/api/nothing')).toMatchObject(notFound);
    expect(await call(context.app, 'GET', '/')).toMatchObject(notFound);
    expect(await call(context.app, 'DELETE', '/v1/api/startups/delete')).toMatchObject(notFound);
  });

  it('answers 400 for malformed JSON', async () => {
    for (const payload of ['{"name":', '{bad}', "{'name':'x'}", '{"a":1}}']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.malformedJson });
    }
  });

  it('refuses prototype-poisoning keys', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/api/startups/create',
      payload: '{"__proto__":{"admin":true},"name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for an empty JSON body on create, and ignores it on delete', async () => {
    const empty = { payload: '', headers: { 'content-type': 'application/json' } };
    const create = await context.app.inject({
      method: 'POST',
      url: '/v1/api/startups/create',
      ...empty,
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ error: ERROR_MESSAGES.invalidInput });
    const created = await call<{ data: { id: number } }>(
      context.app,
      'POST',
      '/v1/api/startups/create',
      startupBody(),
    );
    const remove = await context.app.inject({
      method: 'DELETE',
      url: `/v1/api/startups/delete/${created.body.data.id}`,
      ...empty,
    });
    expect(remove.statusCode).toBe(200);
  });

  it('answers 413 above the body limit', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/api/technologies/create',
      payload: JSON.stringify({ name: 'x', description: 'x'.repeat(BODY_LIMIT_BYTES) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.bodyTooLarge });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/api/startups/create',
        payload: 'name=x',
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.unsupportedMediaType });
    },
  );

  it('accepts JSON with a charset', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/api/startups/create',
      payload: JSON.stringify(startupBody()),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 for a malformed percent-encoding in the path', async () => {
    const answer = await call(context.app, 'DELETE', '/v1/api/startups/delete/%E0%A4%A');
    expect(answer).toMatchObject({ status: 400, body: { error: ERROR_MESSAGES.invalidInput } });
  });

  it('answers the health check with 200 when the database answers', async () => {
    expect(await call(context.app, 'GET', '/v1/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('sends the security headers and CORS for the configured origins only', async () => {
    const preflight = (origin: string) =>
      context.app.inject({
        method: 'OPTIONS',
        url: '/v1/api/startups/update/1',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
    const allowed = await preflight(TEST_CORS_ORIGINS[0] ?? '');
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_CORS_ORIGINS[0]);
    expect(allowed.headers['access-control-allow-methods']).toContain('DELETE');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const read = await context.app.inject({ method: 'GET', url: '/v1/api/startups/read' });
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the OpenAPI document and its page at /v1/api/docs', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/v1/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const document = (await context.app.inject({ method: 'GET', url: '/v1/api/docs/json' })).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    // Each registered resource's seven paths (a generated one's too), and the system's own.
    const resourcePaths = Object.values(RESOURCES).flatMap(({ path }) =>
      ['create', 'delete/{id}', 'import', 'read', 'read/{id}', 'restore', 'update/{id}'].map(
        (operation) => `/v1/api/${path}/${operation}`,
      ),
    );
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/v1/api/changes',
        '/v1/api/health',
        '/v1/api/health/live',
        '/v1/api/remote-loads',
        '/v1/api/remote-loads/failures',
        ...resourcePaths,
      ].sort(),
    );
    expect(resourcePaths).toEqual(
      expect.arrayContaining(['/v1/api/startups/read/{id}', '/v1/api/technologies/update/{id}']),
    );
  });
});

// A database that fails the way a real one can: the answers must say so in Spanish, without
// leaking the SQL, the stack or a file path.
describe('failures of the database', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
  });

  const failingDatabase = (error: Error): Database => ({
    kind: 'postgres',
    changes: NO_TABLE_CHANGES,
    query: () => Promise.reject(error),
    transaction: () => Promise.reject(error),
    close: () => Promise.resolve(),
  });

  it('answers 500 with the generic message and nothing of the cause', async () => {
    const error = Object.assign(
      new Error('syntax error at or near "SELEC" in SELECT * FROM startups (/work/api/src/x.ts)'),
      { code: '42601' },
    );
    app = await buildApp({ db: failingDatabase(error), corsOrigins: [] });
    for (const [method, url, body] of [
      ['GET', '/v1/api/startups/read', undefined],
      [
        'POST',
        '/v1/api/technologies/create',
        { name: 'x', sector: 'Other', adoptionLevel: 'mature' },
      ],
      ['DELETE', '/v1/api/startups/delete/1', undefined],
    ] as const) {
      const response = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe(JSON.stringify({ error: ERROR_MESSAGES.internal }));
    }
  });

  it('answers 503 when the database cannot be reached, and the health check says so', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    app = await buildApp({ db: failingDatabase(error), corsOrigins: [] });
    const read = await app.inject({ method: 'GET', url: '/v1/api/technologies/read' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ error: ERROR_MESSAGES.databaseUnavailable });
    const health = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: ERROR_MESSAGES.databaseUnavailable });
  });

  it('answers the liveness check with 200 while the database cannot be reached', async () => {
    app = await buildApp({
      db: failingDatabase(new Error('connect ECONNREFUSED')),
      corsOrigins: [],
    });
    const live = await app.inject({ method: 'GET', url: '/v1/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the time-out message when the database hangs', async () => {
    const hanging: Database = {
      ...failingDatabase(new Error('unused')),
      query: () => new Promise(() => undefined),
    };
    app = await buildApp({ db: hanging, corsOrigins: [], handlerTimeoutMs: 50 });
    const read = await app.inject({ method: 'GET', url: '/v1/api/startups/read' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ error: ERROR_MESSAGES.timeout });
  });

  it('answers 503 to a write with a body too, over a real connection', async () => {
    const hanging: Database = {
      ...failingDatabase(new Error('unused')),
      query: () => new Promise(() => undefined),
    };
    app = await buildApp({ db: hanging, corsOrigins: [], handlerTimeoutMs: 50 });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const [method, path] of [
      ['POST', '/v1/api/startups/create'],
      ['PUT', '/v1/api/startups/update/1'],
    ] as const) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(startupBody()),
        signal: AbortSignal.timeout(3_000),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: ERROR_MESSAGES.timeout });
    }
  });
});
