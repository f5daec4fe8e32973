import createClient from 'openapi-fetch';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import type { components, paths } from './generated/openapi.d.ts';

// A client generated from the served document (openapi-typescript's types, openapi-fetch's
// calls), driven as a client developer would drive it, over HTTP: nothing here but the generated
// names and types. `tsc -b` checks these calls against the generated types.

type Startup = components['schemas']['Startup'];
type StartupInput = components['schemas']['StartupInput'];

const input: StartupInput = {
  name: 'Cliente Generado',
  foundedAt: '2020-05-04',
  location: 'Lima, Perú',
  category: 'FinTech',
  fundingAmount: 250_000,
};

describeOnBackends('a generated client', (context) => {
  it('creates, lists, reads one, is refused a stale update, deletes and restores', async () => {
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createClient<paths>({ baseUrl: address });

    const created = await client.POST('/v1/api/startups/create', { body: input });
    expect(created.response.status).toBe(201);
    const startup: Startup | undefined = created.data?.data;
    if (!startup) throw new Error('no record created');
    const etag = created.response.headers.get('etag') ?? '';
    expect(etag).toBe(`"${String(startup.version)}"`);
    const id = String(startup.id);

    const list = await client.GET('/v1/api/startups/read', { params: { query: { limit: 10 } } });
    expect(list.data?.data).toEqual([startup]);

    const one = await client.GET('/v1/api/startups/read/{id}', { params: { path: { id } } });
    expect([one.data?.data, one.response.headers.get('etag')]).toEqual([startup, etag]);

    const renamed = await client.PUT('/v1/api/startups/update/{id}', {
      params: { path: { id }, header: { 'if-match': etag } },
      body: { ...input, name: 'Renombrada' },
    });
    expect(renamed.data?.data.version).toBe(2);
    const stale = await client.PUT('/v1/api/startups/update/{id}', {
      params: { path: { id }, header: { 'if-match': etag } },
      body: { ...input, name: 'Tarde' },
    });
    // The 412's body is StartupConflict: the record as it is now.
    const current = stale.error && 'data' in stale.error ? stale.error.data : undefined;
    expect([stale.response.status, current]).toEqual([412, renamed.data?.data]);

    const deleted = await client.DELETE('/v1/api/startups/delete/{id}', {
      params: { path: { id } },
    });
    expect(deleted.response.status).toBe(200);
    const token = deleted.response.headers.get('restore-token') ?? '';
    const gone = await client.GET('/v1/api/startups/read/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);

    const restored = await client.POST('/v1/api/startups/restore', { body: { tokens: [token] } });
    expect(restored.data?.data.map((record) => [record.id, record.name])).toEqual([
      [startup.id, 'Renombrada'],
    ]);
  });
});
