import { VALIDATION_MESSAGES } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

// 'Buscar por nombre' is one filter of the resource kit (NAME_SEARCH): both lists answer it alike,
// each with its own other filter.
const RESOURCES = [
  { path: 'startups', body: startupBody, filter: 'category', values: ['FinTech', 'CleanTech'] },
  { path: 'technologies', body: technologyBody, filter: 'sector', values: ['FinTech', 'Energy'] },
] as const;

describeOnBackends('the name search of every list', (context) => {
  const tools = ({ path, body }: (typeof RESOURCES)[number]) => ({
    create: async (overrides: Record<string, unknown>) => {
      const answer = await call(context.app, 'POST', `/v1/api/${path}/create`, body(overrides));
      expect(answer.status).toBe(201);
    },
    names: async (query: string) => {
      const answer = await call<{ data: { name: string }[] }>(
        context.app,
        'GET',
        `/v1/api/${path}/read?${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.data.map((record) => record.name);
    },
  });

  it.each(RESOURCES)(
    '$path: any part of the name, whatever its case and accents, with the other filter',
    async (resource) => {
      const { create, names } = tools(resource);
      const {
        filter,
        values: [first, second],
      } = resource;
      await create({ name: 'Hidrógeno Verde', [filter]: first });
      await create({ name: 'Biogás Verde', [filter]: second });
      await create({ name: 'Pix', [filter]: first });
      expect(await names('name=HIDRÓGENO')).toEqual(['Hidrógeno Verde']);
      // Each search is its own cached answer: none is served another one's list.
      expect(await names('name=verde')).toEqual(['Biogás Verde', 'Hidrógeno Verde']);
      expect(await names('name=pix')).toEqual(['Pix']);
      expect(await names(`name=verde&${filter}=${first}`)).toEqual(['Hidrógeno Verde']);
      expect(await names('name=nadie')).toEqual([]);
      expect(await names('name=')).toHaveLength(3);
    },
  );

  it.each(RESOURCES)(
    '$path: without its accents, in any case, as the issue asks (energia, SAUDE)',
    async (resource) => {
      const { create, names } = tools(resource);
      await create({ name: 'Energía Andina' });
      await create({ name: 'Saúde Conecta' });
      // Typed on a keyboard that composes accents: e + U+0301, not the single 'í'.
      await create({ name: 'Geoenergi\u0301a' });
      await create({ name: 'Ñandú Pagos' });
      expect(await names('name=energia')).toEqual(['Geoenergi\u0301a', 'Energía Andina']);
      expect(await names('name=SAUDE')).toEqual(['Saúde Conecta']);
      expect(await names(`name=${encodeURIComponent('ENERGÍA AND')}`)).toEqual(['Energía Andina']);
      expect(await names(`name=${encodeURIComponent('nandu')}`)).toEqual(['Ñandú Pagos']);
      expect(await names(`name=${encodeURIComponent('ÑANDÚ')}`)).toEqual(['Ñandú Pagos']);
      // Only the accents are dropped, never a letter: 'energio' is not 'energía'.
      expect(await names('name=energio')).toEqual([]);
    },
  );

  it.each(RESOURCES)('$path: %, _ and \\ match themselves', async (resource) => {
    const { create, names } = tools(resource);
    await create({ name: '100% Nube' });
    await create({ name: 'Edge_IA' });
    await create({ name: 'EdgeXIA' });
    const search = (text: string) => names(`name=${encodeURIComponent(text)}`);
    expect(await search('%')).toEqual(['100% Nube']);
    expect(await search('e_i')).toEqual(['Edge_IA']);
    expect(await search('\\')).toEqual([]);
    // Full-width forms unaccent to the wildcards ('％' to '%'): still matched as themselves.
    expect(await search('％')).toEqual(['100% Nube']);
    expect(await search('e＿i')).toEqual(['Edge_IA']);
    expect(await search("'; DROP TABLE startups; --")).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });

  it.each(RESOURCES)('$path: refuses a search longer than a name, in Spanish', async ({ path }) => {
    const answer = await call(context.app, 'GET', `/v1/api/${path}/read?name=${'a'.repeat(121)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: VALIDATION_MESSAGES.nameFilterTooLong });
  });
});
