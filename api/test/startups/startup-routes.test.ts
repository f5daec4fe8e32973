import { ERROR_MESSAGES, SUCCESS_MESSAGES, type Startup } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { ISO_UTC, startupBody } from '../helpers/fixtures.ts';
import { call, resourceCalls } from '../helpers/http.ts';

describeOnBackends('startups routes', (context) => {
  const {
    base: BASE,
    create,
    read,
  } = resourceCalls<Startup>(() => context.app, 'startups', startupBody);

  it('creates a startup: 201 with the message and the stored record', async () => {
    const answer = await call(context.app, 'POST', `${BASE}/create`, startupBody());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: SUCCESS_MESSAGES.startupCreated,
      data: {
        id: 1,
        name: 'Cosecha Viva',
        founded_at: '2019-03-14',
        location: 'Guadalajara, México',
        category: 'IoT',
        funding_amount: 4_500_000,
        created_at: expect.stringMatching(ISO_UTC) as unknown,
        updated_at: expect.stringMatching(ISO_UTC) as unknown,
        version: 1,
      },
    });
  });

  it('trims the name and location, and stores a missing or null amount as null', async () => {
    const trimmed = await create({ name: '  Aula Abierta  ', location: ' Lima, Perú ' });
    expect([trimmed.name, trimmed.location]).toEqual(['Aula Abierta', 'Lima, Perú']);
    expect((await create({ fundingAmount: null })).funding_amount).toBeNull();
    const withoutAmount: Partial<ReturnType<typeof startupBody>> = startupBody();
    delete withoutAmount.fundingAmount;
    const answer = await call<{ data: Startup }>(
      context.app,
      'POST',
      `${BASE}/create`,
      withoutAmount,
    );
    expect(answer.body.data.funding_amount).toBeNull();
  });

  it('returns amounts as exact JSON numbers and the founding day unshifted', async () => {
    for (const amount of [0, 1234567.89, 1e12, 0.01]) {
      expect((await create({ fundingAmount: amount })).funding_amount).toBe(amount);
    }
    const leapDay = await create({ foundedAt: '2000-02-29' });
    expect(leapDay.founded_at).toBe('2000-02-29');
    expect((await read()).find((s) => s.id === leapDay.id)?.founded_at).toBe('2000-02-29');
  });

  it('ignores unknown fields and never stores them', async () => {
    const answer = await call<{ data: Startup }>(
      context.app,
      'POST',
      `${BASE}/create`,
      startupBody({
        id: 999,
        created_at: '1999-01-01T00:00:00.000Z',
        version: 99,
        owner: 'x',
        admin: true,
      }),
    );
    expect(answer.status).toBe(201);
    expect([answer.body.data.id, answer.body.data.version]).toEqual([1, 1]);
    expect(answer.body.data.created_at).not.toBe('1999-01-01T00:00:00.000Z');
    expect(Object.keys(answer.body.data).sort()).toEqual(
      [
        'category',
        'created_at',
        'founded_at',
        'funding_amount',
        'id',
        'location',
        'name',
        'updated_at',
        'version',
      ].sort(),
    );
  });

  it('lists newest first', async () => {
    const first = await create({ name: 'Primera' });
    const second = await create({ name: 'Segunda' });
    const third = await create({ name: 'Tercera' });
    const answer = await call<{ data: Startup[] }>(context.app, 'GET', `${BASE}/read`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((s) => s.id)).toEqual([third.id, second.id, first.id]);
  });

  it('filters by name: case-insensitive substring, accents included', async () => {
    await create({ name: 'PagoFácil Andino' });
    await create({ name: 'Cosecha Viva' });
    const names = async (query: string) => (await read(query)).map((s) => s.name);
    expect(await names('?name=pagofácil')).toEqual(['PagoFácil Andino']);
    expect(await names('?name=PAGOFÁCIL')).toEqual(['PagoFácil Andino']);
    expect(await names('?name=sech')).toEqual(['Cosecha Viva']);
    expect(await names('?name=nadie')).toEqual([]);
  });

  it('matches %, _ and \\ in the name filter literally', async () => {
    await create({ name: '100% Orgánico' });
    await create({ name: '100 Orgánico' });
    await create({ name: 'Data_Lab' });
    await create({ name: 'DataXLab' });
    await create({ name: 'Barra\\Invertida' });
    const names = async (name: string) =>
      (await read(`?name=${encodeURIComponent(name)}`)).map((s) => s.name);
    expect(await names('%')).toEqual(['100% Orgánico']);
    expect(await names('0% o')).toEqual(['100% Orgánico']);
    expect(await names('_')).toEqual(['Data_Lab']);
    expect(await names('a_l')).toEqual(['Data_Lab']);
    expect(await names('\\')).toEqual(['Barra\\Invertida']);
    expect(await names("'; DROP TABLE startups; --")).toEqual([]);
    expect(await read()).toHaveLength(5);
  });

  it('filters by exact category, alone or with the name; empty filters mean none', async () => {
    await create({ name: 'Crédito Campo', category: 'FinTech' });
    await create({ name: 'PagoFácil', category: 'FinTech' });
    await create({ name: 'Crédito Verde', category: 'CleanTech' });
    expect((await read('?category=FinTech')).map((s) => s.name)).toEqual([
      'PagoFácil',
      'Crédito Campo',
    ]);
    expect((await read('?category=FinTech&name=crédito')).map((s) => s.name)).toEqual([
      'Crédito Campo',
    ]);
    expect(await read('?category=Blockchain')).toEqual([]);
    expect(await read('?name=&category=')).toHaveLength(3);
  });

  it('updates a startup: 200 with the message, the new values and a later updated_at', async () => {
    const created = await create();
    const answer = await call<{ message: string; data: Startup }>(
      context.app,
      'PUT',
      `${BASE}/update/${created.id}`,
      startupBody({ name: 'Cosecha Viva 2', category: 'AI/ML', fundingAmount: null }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(SUCCESS_MESSAGES.startupUpdated);
    expect(answer.body.data).toMatchObject({
      id: created.id,
      name: 'Cosecha Viva 2',
      category: 'AI/ML',
      funding_amount: null,
      created_at: created.created_at,
    });
    expect(answer.body.data.updated_at >= created.updated_at).toBe(true);
    expect(await read()).toEqual([answer.body.data]);
  });

  it('deletes a startup: 200 with the message, then it is gone', async () => {
    const created = await create();
    const answer = await call(context.app, 'DELETE', `${BASE}/delete/${created.id}`);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: SUCCESS_MESSAGES.startupDeleted },
    });
    expect(await read()).toEqual([]);
    const again = await call(context.app, 'DELETE', `${BASE}/delete/${created.id}`);
    expect(again).toMatchObject({
      status: 404,
      body: { error: ERROR_MESSAGES.startupNotFound },
    });
  });

  it.each(['999', 'abc', '1.5', '-1', '0', '007', '2147483648', '99999999999999999999', '1e3'])(
    'answers 404 "Startup no encontrada" for the id %s',
    async (id) => {
      await create();
      const notFound = { status: 404, body: { error: ERROR_MESSAGES.startupNotFound } };
      expect(await call(context.app, 'PUT', `${BASE}/update/${id}`, startupBody())).toMatchObject(
        notFound,
      );
      expect(await call(context.app, 'DELETE', `${BASE}/delete/${id}`)).toMatchObject(notFound);
      expect(await read()).toHaveLength(1);
    },
  );

  it('refuses an invalid update with 400 and leaves the record as it was', async () => {
    const created = await create();
    const answer = await call(
      context.app,
      'PUT',
      `${BASE}/update/${created.id}`,
      startupBody({ name: '' }),
    );
    expect(answer.status).toBe(400);
    expect(await read()).toEqual([created]);
  });
});
