import { ERROR_MESSAGES, RESOURCE_DEFINITIONS, type AnyResource } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { describeOnBackends, TEST_CORS_ORIGINS } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { send } from '../versions/send.ts';

// HTTP as a generic client (a generated one, a browser on another origin) expects it: 405 with
// Allow, If-Match as RFC 9110 reads it, the answer headers readable across origins, one record by
// its id with its ETag. Every resource gets the same, from its definition.

/** A create's body any resource accepts: a select's first option, a number's minimum, a past day. */
const bodyOf = (definition: AnyResource) =>
  Object.fromEntries(
    Object.entries(definition.fields).map(([key, field]) => [
      key,
      field.type === 'select'
        ? field.options[0]
        : field.type === 'number'
          ? field.min
          : field.type === 'date'
            ? (field.min ?? '2020-01-02')
            : 'Prueba',
    ]),
  );
type Saved = { data: { id: number; version: number } };

describeOnBackends('HTTP semantics', (context) => {
  it.each(RESOURCE_DEFINITIONS.map((definition) => [definition.key, definition] as const))(
    'reads one %s by its id with its ETag, 404 in Spanish when there is none',
    async (name, definition) => {
      const { messages, path } = RESOURCES[name];
      const created = await send<Saved>(context.app, 'POST', `/v1/api/${path}/create`, {
        body: bodyOf(definition),
      });
      const { id } = created.body.data;
      const read = await send<Saved>(context.app, 'GET', `/v1/api/${path}/read/${String(id)}`);
      expect([read.status, read.headers.etag, read.body]).toEqual([
        200,
        '"1"',
        { data: created.body.data },
      ]);
      const list = await send<{ data: unknown[] }>(context.app, 'GET', `/v1/api/${path}/read`);
      expect(list.body.data).toEqual([read.body.data]);

      for (const missing of [String(id + 1), 'abc', '0']) {
        const answer = await send(context.app, 'GET', `/v1/api/${path}/read/${missing}`);
        expect([answer.status, answer.body], missing).toEqual([404, { error: messages.notFound }]);
      }
    },
  );

  it('answers a wrong method on a known path with 405, Allow and a Spanish error', async () => {
    for (const [method, url, allow] of [
      ['POST', '/v1/api/startups/read', 'GET, HEAD'],
      ['DELETE', '/v1/api/technologies/read/7', 'GET, HEAD'],
      ['GET', '/v1/api/startups/create', 'POST'],
      ['POST', '/v1/api/technologies/update/3', 'PUT'],
      ['PUT', '/v1/api/startups/delete/3/', 'DELETE'],
    ] as const) {
      const answer = await context.app.inject({ method, url });
      expect([answer.statusCode, answer.headers.allow, answer.json()], url).toEqual([
        405,
        allow,
        { error: ERROR_MESSAGES.methodNotAllowed },
      ]);
    }
    const unknown = await context.app.inject({ method: 'POST', url: '/v1/api/nothing-here' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: ERROR_MESSAGES.routeNotFound },
    ]);
  });

  it('applies If-Match as RFC 9110: a list holding the current tag, `*`; weak tags never match', async () => {
    const url = (id: number) => `/v1/api/startups/update/${String(id)}`;
    const created = await send<Saved>(context.app, 'POST', '/v1/api/startups/create', {
      body: startupBody(),
    });
    const { id } = created.body.data;
    const update = (ifMatch: string) =>
      send<Saved & { error?: string }>(context.app, 'PUT', url(id), {
        body: startupBody({ name: `Con ${ifMatch}` }),
        ifMatch,
      });

    expect((await update('"7", "1"')).body.data.version).toBe(2);
    expect((await update('*')).body.data.version).toBe(3);
    for (const stale of ['W/"3"', '"2", W/"3"', '"abc"', '"03"', '""']) {
      const refused = await update(stale);
      expect([refused.status, refused.headers.etag, refused.body.error], stale).toEqual([
        412,
        '"3"',
        ERROR_MESSAGES.startupChanged,
      ]);
    }
    const gone = await send(context.app, 'DELETE', `/v1/api/startups/delete/${String(id)}`, {
      ifMatch: '"1", "3"',
    });
    expect(gone.status).toBe(200);
    expect((await update('*')).status).toBe(404);
  });

  it('lets a page on an allowed origin read ETag, Restore-Token and the rate-limit headers', async () => {
    const answer = await context.app.inject({
      method: 'POST',
      url: '/v1/api/startups/create',
      headers: { origin: TEST_CORS_ORIGINS[0], 'content-type': 'application/json' },
      payload: JSON.stringify(startupBody()),
    });
    expect(answer.statusCode).toBe(201);
    const exposed = String(answer.headers['access-control-expose-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(exposed).toEqual(
      expect.arrayContaining([
        'etag',
        'restore-token',
        'retry-after',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
      ]),
    );
    // The headers named are the ones the answer carries.
    expect(answer.headers).toHaveProperty('etag');
    expect(answer.headers).toHaveProperty('x-ratelimit-remaining');
  });
});
