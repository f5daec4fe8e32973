import { ERROR_MESSAGES, type Startup, type Technology } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { describeOnBackends } from '../helpers/backends.ts';
import { ISO_UTC, startupBody, technologyBody } from '../helpers/fixtures.ts';
import { send, type Sent } from './send.ts';

// Optimistic concurrency: If-Match names the version an update or delete was made on; the check
// and the write are one statement, so of several writes made on one version exactly one wins.

const STARTUPS = '/v1/api/startups';
const TECHNOLOGIES = '/v1/api/technologies';

describeOnBackends('record versions', (context) => {
  const createStartup = async (app: App = context.app, name = 'Versionada') => {
    const answer = await send<{ data: Startup }>(app, 'POST', `${STARTUPS}/create`, {
      body: startupBody({ name }),
    });
    expect(answer.status).toBe(201);
    return answer;
  };
  const updateStartup = (
    id: number,
    ifMatch: string | undefined,
    name: string,
    app = context.app,
  ) =>
    send<{ data: Startup; error?: string }>(app, 'PUT', `${STARTUPS}/update/${String(id)}`, {
      body: startupBody({ name }),
      ifMatch,
    });
  const deleteStartup = (id: number, ifMatch: string | undefined, app = context.app) =>
    send<{ data?: Startup; error?: string }>(app, 'DELETE', `${STARTUPS}/delete/${String(id)}`, {
      ifMatch,
    });
  const stored = async (id: number) => context.app.repositories.startups.find(id);

  it('starts at version 1, answers its ETag, and counts every update', async () => {
    const created = await createStartup();
    expect(created.body.data.version).toBe(1);
    expect(created.headers.etag).toBe('"1"');

    const { id } = created.body.data;
    const updated = await updateStartup(id, '"1"', 'Segunda versión');
    expect([updated.status, updated.body.data.version, updated.headers.etag]).toEqual([
      200,
      2,
      '"2"',
    ]);
    const list = await send<{ data: Startup[] }>(context.app, 'GET', `${STARTUPS}/read`);
    expect(list.body.data.map((s) => [s.name, s.version])).toEqual([['Segunda versión', 2]]);

    // Without If-Match, or with `*`, an update applies to whatever version is stored (docs/product.md §7).
    expect((await updateStartup(id, undefined, 'Sin versión')).body.data.version).toBe(3);
    expect((await updateStartup(id, '*', 'Cualquiera')).body.data.version).toBe(4);
    expect((await stored(id))?.name).toBe('Cualquiera');
  });

  it('refuses a stale update with 412, the Spanish error and the record as it is now', async () => {
    const { id } = (await createStartup()).body.data;
    const first = await updateStartup(id, '"1"', 'Primera persona');
    expect(first.status).toBe(200);

    const second = await updateStartup(id, '"1"', 'Segunda persona');
    expect(second.status).toBe(412);
    expect(second.headers.etag).toBe('"2"');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toEqual({ error: ERROR_MESSAGES.startupChanged, data: first.body.data });
    expect(await stored(id)).toEqual(first.body.data);
  });

  it('refuses a stale delete with 412 and deletes nothing; the current version deletes', async () => {
    const { id } = (await createStartup()).body.data;
    const updated = (await updateStartup(id, '"1"', 'Cambiada')).body.data;

    const stale = await deleteStartup(id, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ error: ERROR_MESSAGES.startupChanged, data: updated });
    expect(await stored(id)).toEqual(updated);

    expect((await deleteStartup(id, '"2"')).status).toBe(200);
    expect(await stored(id)).toBeUndefined();
  });

  it('answers 404 for a record that is gone, whatever the version', async () => {
    const { id } = (await createStartup()).body.data;
    expect((await deleteStartup(id, undefined)).status).toBe(200);
    for (const answer of [
      await updateStartup(id, '"1"', 'Fantasma'),
      await deleteStartup(id, '"1"'),
      await updateStartup(id, undefined, 'Fantasma'),
    ]) {
      expect([answer.status, answer.body]).toEqual([
        404,
        { error: ERROR_MESSAGES.startupNotFound },
      ]);
    }
  });

  it('refuses a malformed If-Match with 400 in Spanish and changes nothing', async () => {
    const { data } = (await createStartup()).body;
    // Not entity tags at all; tags that never match are 412 (test/contract/http-semantics.test.ts).
    for (const ifMatch of ['1', 'W/1', '"1', '"1", 2', '"a"b"', ',']) {
      for (const answer of [
        await updateStartup(data.id, ifMatch, 'Nunca'),
        await deleteStartup(data.id, ifMatch),
      ]) {
        expect([answer.status, answer.body.error], ifMatch).toEqual([
          400,
          ERROR_MESSAGES.invalidIfMatch,
        ]);
      }
    }
    expect(await stored(data.id)).toEqual(data);
  });

  it('a version beyond any stored one is only stale (412), never an error', async () => {
    const { id } = (await createStartup()).body.data;
    expect((await updateStartup(id, '"999999999999999"', 'Nunca')).status).toBe(412);
    expect((await deleteStartup(id, '"999999999999999"')).status).toBe(412);
  });

  it('of concurrent updates made on the same version, exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id } = (await createStartup()).body.data;
      const names = Array.from(
        { length: 8 },
        (_, i) => `Ronda ${String(round)} escritor ${String(i)}`,
      );
      const answers = await Promise.all(names.map((name) => updateStartup(id, '"1"', name)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
      const winner = answers.find((answer) => answer.status === 200)?.body.data;
      expect(winner?.version).toBe(2);
      expect(await stored(id)).toEqual(winner);
      // Every loser was shown the winner's record, not its own.
      for (const loser of answers.filter((answer) => answer.status === 412)) {
        expect(loser.body.data).toEqual(winner);
      }
    }
  });

  it('of a concurrent update and delete made on the same version, exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id } = (await createStartup()).body.data;
      const [update, remove] = await Promise.all([
        updateStartup(id, '"1"', 'Actualizada'),
        deleteStartup(id, '"1"'),
      ]);
      if (update.status === 200) {
        expect(remove.status).toBe(412);
        expect(await stored(id)).toEqual(update.body.data);
      } else {
        expect([update.status, remove.status]).toEqual([404, 200]);
        expect(await stored(id)).toBeUndefined();
      }
    }
  });

  it('never moves updated_at backwards under concurrent updates', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { data } = (await createStartup()).body;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          updateStartup(data.id, undefined, `Reloj ${String(i)}`),
        ),
      );
      expectTimeMovesForward(data, answers);
      const latest = await stored(data.id);
      expect(latest?.version).toBe(9);
      expect(latest?.updated_at).toBe(
        answers.find((a) => a.body.data.version === 9)?.body.data.updated_at,
      );
    }
  });

  it('documents If-Match and the 412 answer in OpenAPI', async () => {
    const doc = (await send<OpenApi>(context.app, 'GET', '/v1/api/docs/json')).body;
    for (const path of ['/startups/update/{id}', '/technologies/delete/{id}']) {
      const operation = Object.values(doc.paths[`/v1/api${path}`] ?? {})[0];
      expect(operation?.parameters.map((p) => `${p.in}:${p.name}`)).toContain('header:if-match');
      expect(Object.keys(operation?.responses ?? {})).toContain('412');
    }
  });

  it('technologies: versions, 412 on a stale update or delete, time moves forward', async () => {
    const created = await send<{ data: Technology }>(
      context.app,
      'POST',
      `${TECHNOLOGIES}/create`,
      { body: technologyBody() },
    );
    expect([created.body.data.version, created.headers.etag]).toEqual([1, '"1"']);
    const url = (action: string) => `${TECHNOLOGIES}/${action}/${String(created.body.data.id)}`;
    const update = (ifMatch: string | undefined, name: string) =>
      send<{ data: Technology; error?: string }>(context.app, 'PUT', url('update'), {
        body: technologyBody({ name }),
        ifMatch,
      });

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => update('"1"', `Escritor ${String(i)}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 412, 412, 412, 412, 412, 412, 412,
    ]);
    const winner = answers.find((answer) => answer.status === 200)?.body.data;
    const loser = answers.find((answer) => answer.status === 412);
    expect(loser?.body).toEqual({ error: ERROR_MESSAGES.technologyChanged, data: winner });

    const stale = await send<{ error: string }>(context.app, 'DELETE', url('delete'), {
      ifMatch: '"1"',
    });
    expect([stale.status, stale.body.error]).toEqual([412, ERROR_MESSAGES.technologyChanged]);
    expect(await context.app.repositories.technologies.find(created.body.data.id)).toEqual(winner);

    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => update(undefined, `Reloj ${String(i)}`)),
    );
    expectTimeMovesForward(winner ?? created.body.data, racing);
    const gone = await send(context.app, 'DELETE', url('delete'), { ifMatch: '"10"' });
    expect(gone.status).toBe(200);
  });
});

interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters: { in: string; name: string }[]; responses: object }>
  >;
}

/**
 * Ordered by version (the order the updates were applied in), no answer's updated_at is older
 * than the one before it, nor older than the record's before the race.
 */
function expectTimeMovesForward(
  before: { updated_at: string },
  answers: Sent<{ data: { version: number; updated_at: string } }>[],
) {
  const applied = answers
    .filter((answer) => answer.status === 200)
    .map((answer) => answer.body.data)
    .sort((a, b) => a.version - b.version);
  let previous = before.updated_at;
  for (const record of applied) {
    expect(record.updated_at).toMatch(ISO_UTC);
    expect(record.updated_at >= previous, `${record.updated_at} after ${previous}`).toBe(true);
    previous = record.updated_at;
  }
}
