import { ERROR_MESSAGES, SUCCESS_MESSAGES, type Technology } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { ISO_UTC, technologyBody } from '../helpers/fixtures.ts';
import { call, resourceCalls } from '../helpers/http.ts';

describeOnBackends('technologies routes', (context) => {
  const {
    base: BASE,
    create,
    read,
  } = resourceCalls<Technology>(() => context.app, 'technologies', technologyBody);

  it('creates a technology: 201 with the message and the stored record', async () => {
    const answer = await call(context.app, 'POST', `${BASE}/create`, technologyBody());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: SUCCESS_MESSAGES.technologyCreated,
      data: {
        id: 1,
        name: 'Telemedicina',
        sector: 'Healthcare',
        description: 'Consultas médicas por video.',
        adoption_level: 'mature',
        created_at: expect.stringMatching(ISO_UTC) as unknown,
        updated_at: expect.stringMatching(ISO_UTC) as unknown,
        version: 1,
      },
    });
  });

  it('stores a null, missing, empty or blank description as null', async () => {
    expect((await create({ description: null })).description).toBeNull();
    expect((await create({ description: '' })).description).toBeNull();
    expect((await create({ description: '   \n ' })).description).toBeNull();
    expect((await create({ description: undefined })).description).toBeNull();
    expect((await create({ description: 'x'.repeat(500) })).description).toHaveLength(500);
  });

  it('ignores unknown fields and never stores them', async () => {
    const created = await create({
      id: 42,
      updated_at: '2000-01-01T00:00:00.000Z',
      version: 42,
      extra: [1],
    });
    expect([created.id, created.version]).toEqual([1, 1]);
    expect(Object.keys(created).sort()).toEqual(
      [
        'adoption_level',
        'created_at',
        'description',
        'id',
        'name',
        'sector',
        'updated_at',
        'version',
      ].sort(),
    );
  });

  it('lists the most recently updated first', async () => {
    const first = await create({ name: 'Primera' });
    const second = await create({ name: 'Segunda' });
    expect((await read()).map((t) => t.id)).toEqual([second.id, first.id]);
    await call(context.app, 'PUT', `${BASE}/update/${first.id}`, technologyBody({ name: 'Uno' }));
    expect((await read()).map((t) => t.id)).toEqual([first.id, second.id]);
  });

  it('filters by exact sector and adoption level, alone or together', async () => {
    await create({ name: 'Pix', sector: 'FinTech', adoptionLevel: 'mature' });
    await create({ name: 'Open Finance', sector: 'FinTech', adoptionLevel: 'growing' });
    await create({ name: 'Hidrógeno verde', sector: 'Energy', adoptionLevel: 'emerging' });
    const names = async (query: string) => (await read(query)).map((t) => t.name);
    expect(await names('?sector=FinTech')).toEqual(['Open Finance', 'Pix']);
    expect(await names('?adoptionLevel=emerging')).toEqual(['Hidrógeno verde']);
    expect(await names('?sector=FinTech&adoptionLevel=mature')).toEqual(['Pix']);
    expect(await names('?sector=Retail')).toEqual([]);
    expect(await names('?sector=&adoptionLevel=')).toHaveLength(3);
  });

  it('updates a technology: 200 with the message and the new values', async () => {
    const created = await create();
    const answer = await call<{ message: string; data: Technology }>(
      context.app,
      'PUT',
      `${BASE}/update/${created.id}`,
      technologyBody({ adoptionLevel: 'declining', description: null }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(SUCCESS_MESSAGES.technologyUpdated);
    expect(answer.body.data).toMatchObject({
      id: created.id,
      adoption_level: 'declining',
      description: null,
      created_at: created.created_at,
    });
    expect(answer.body.data.updated_at > created.updated_at).toBe(true);
  });

  it('deletes a technology: 200 with the message, then it is gone', async () => {
    const created = await create();
    expect(await call(context.app, 'DELETE', `${BASE}/delete/${created.id}`)).toMatchObject({
      status: 200,
      body: { message: SUCCESS_MESSAGES.technologyDeleted },
    });
    expect(await read()).toEqual([]);
  });

  it.each(['999', 'abc', '0', '-3', '3.0', '2147483648'])(
    'answers 404 "Tecnología no encontrada" for the id %s',
    async (id) => {
      await create();
      const notFound = { status: 404, body: { error: ERROR_MESSAGES.technologyNotFound } };
      expect(
        await call(context.app, 'PUT', `${BASE}/update/${id}`, technologyBody()),
      ).toMatchObject(notFound);
      expect(await call(context.app, 'DELETE', `${BASE}/delete/${id}`)).toMatchObject(notFound);
      expect(await read()).toHaveLength(1);
    },
  );
});
