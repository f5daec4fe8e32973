import {
  RESTORE_MESSAGES,
  SUCCESS_MESSAGES,
  type Startup,
  type Technology,
} from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

const STARTUPS = '/v1/api/startups';
const TECHNOLOGIES = '/v1/api/technologies';

describeOnBackends('undo a delete (restore)', (context) => {
  const createStartup = async (overrides: Record<string, unknown> = {}) =>
    (
      await call<{ data: Startup }>(
        context.app,
        'POST',
        `${STARTUPS}/create`,
        startupBody(overrides),
      )
    ).body.data;
  const readStartups = async () =>
    (await call<{ data: Startup[] }>(context.app, 'GET', `${STARTUPS}/read`)).body.data;
  const remove = async (base: string, id: number) => {
    const answer = await call(context.app, 'DELETE', `${base}/delete/${String(id)}`);
    return { ...answer, token: answer.headers['restore-token'] as string };
  };
  const restore = (base: string, tokens: unknown) =>
    call<{ message?: string; data?: unknown[]; error?: string }>(
      context.app,
      'POST',
      `${base}/restore`,
      { tokens },
    );

  it('keeps the contract DELETE answer, hides the record from every read, and restores the same record', async () => {
    const kept = await createStartup({ name: 'Quedará' });
    const startup = await createStartup({ name: 'Volverá', fundingAmount: 1234567.89 });
    const deleted = await remove(STARTUPS, startup.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: SUCCESS_MESSAGES.startupDeleted });
    expect(deleted.token).toMatch(/^[\w-]{43}$/);
    expect((await readStartups()).map((s) => s.name)).toEqual(['Quedará']);
    expect((await call(context.app, 'GET', `${STARTUPS}/read?name=Volver`)).body).toEqual({
      data: [],
    });

    const restored = await restore(STARTUPS, [deleted.token]);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      message: RESTORE_MESSAGES.restored,
      data: [{ ...startup, version: startup.version + 1 }],
    });
    // Back in its place (newest first by its own created_at), with its id.
    expect(await readStartups()).toEqual([{ ...startup, version: 2 }, kept]);
    // The restored record is editable with its new version, as any other.
    const updated = await call(
      context.app,
      'PUT',
      `${STARTUPS}/update/${String(startup.id)}`,
      startupBody(),
    );
    expect(updated.status).toBe(200);
  });

  it('restores several technologies with one request (bulk undo)', async () => {
    const first = (
      await call<{ data: Technology }>(
        context.app,
        'POST',
        `${TECHNOLOGIES}/create`,
        technologyBody({ name: 'Uno', description: null }),
      )
    ).body.data;
    const second = (
      await call<{ data: Technology }>(
        context.app,
        'POST',
        `${TECHNOLOGIES}/create`,
        technologyBody({ name: 'Dos' }),
      )
    ).body.data;
    const tokens = [
      (await remove(TECHNOLOGIES, first.id)).token,
      (await remove(TECHNOLOGIES, second.id)).token,
    ];
    expect(
      (await call<{ data: Technology[] }>(context.app, 'GET', `${TECHNOLOGIES}/read`)).body.data,
    ).toEqual([]);

    const restored = await restore(TECHNOLOGIES, tokens);
    expect(restored.status).toBe(200);
    const read = (await call<{ data: Technology[] }>(context.app, 'GET', `${TECHNOLOGIES}/read`))
      .body.data;
    expect(read).toEqual([
      { ...second, version: 2 },
      { ...first, version: 2 },
    ]);
  });

  it('refuses a token used before, so a retry never restores twice', async () => {
    const startup = await createStartup();
    const { token } = await remove(STARTUPS, startup.id);
    expect((await restore(STARTUPS, [token])).status).toBe(200);
    const again = await restore(STARTUPS, [token]);
    expect(again).toMatchObject({ status: 409, body: { error: RESTORE_MESSAGES.alreadyRestored } });
    expect(await readStartups()).toHaveLength(1);
  });

  it('refuses a garbage token, another resource token, or none, in Spanish, restoring nothing', async () => {
    const startup = await createStartup();
    const { token } = await remove(STARTUPS, startup.id);
    const refusals = [
      [await restore(STARTUPS, ['no-es-un-token']), 404, RESTORE_MESSAGES.unknownToken],
      [await restore(TECHNOLOGIES, [token]), 404, RESTORE_MESSAGES.unknownToken],
      // One good token beside a bad one: all or nothing.
      [await restore(STARTUPS, [token, 'otro']), 404, RESTORE_MESSAGES.unknownToken],
      [await restore(STARTUPS, []), 400, RESTORE_MESSAGES.tokensRequired],
      [await restore(STARTUPS, 'x'), 400, RESTORE_MESSAGES.tokensRequired],
    ] as const;
    for (const [answer, status, error] of refusals) {
      expect(answer).toMatchObject({ status, body: { error } });
    }
    expect(await readStartups()).toEqual([]);
    expect((await restore(STARTUPS, [token])).status).toBe(200);
  });

  it('refuses a token once its 10 minutes have passed', async () => {
    const startup = await createStartup();
    const { token } = await remove(STARTUPS, startup.id);
    await context.db.query(`UPDATE deleted_records SET deleted_at = now() - interval '11 minutes'`);
    expect(await restore(STARTUPS, [token])).toMatchObject({
      status: 410,
      body: { error: RESTORE_MESSAGES.expired },
    });
    expect(await readStartups()).toEqual([]);
  });

  it('answers 409 in Spanish when a record with that id exists again', async () => {
    const startup = await createStartup();
    const { token } = await remove(STARTUPS, startup.id);
    await context.db.query(
      `INSERT INTO startups (id, name, founded_at, location, category) OVERRIDING SYSTEM VALUE
       VALUES ($1, 'Intrusa', '2020-01-01', 'Lima, Perú', 'Other')`,
      [startup.id],
    );
    expect(await restore(STARTUPS, [token])).toMatchObject({
      status: 409,
      body: { error: RESTORE_MESSAGES.idTaken },
    });
    expect((await readStartups()).map((s) => s.name)).toEqual(['Intrusa']);
    // Nothing was used up: once the id is free, the token works.
    await context.db.query('DELETE FROM startups');
    expect((await restore(STARTUPS, [token])).status).toBe(200);
  });
});
