import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from './helpers/backends.ts';
import { dayFromToday, startupBody, technologyBody } from './helpers/fixtures.ts';
import { call } from './helpers/http.ts';

type Method = 'GET' | 'POST' | 'PUT';
interface Case {
  method: Method;
  url: string;
  body?: unknown;
  field: string;
}

const STARTUP = '/v1/api/startups/create';
const TECHNOLOGY = '/v1/api/technologies/create';
const long = (length: number) => 'x'.repeat(length);

// One request per message: the Record type makes the compiler check that none is forgotten.
const CASES: Record<keyof typeof VALIDATION_MESSAGES, Case> = {
  nameRequired: { method: 'POST', url: STARTUP, body: startupBody({ name: '   ' }), field: 'name' },
  nameTooLong: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ name: long(121) }),
    field: 'name',
  },
  foundedAtRequired: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ foundedAt: undefined }),
    field: 'foundedAt',
  },
  foundedAtFormat: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ foundedAt: '2023-02-30' }),
    field: 'foundedAt',
  },
  foundedAtTooEarly: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ foundedAt: '0202-03-14' }), // a real day, in a mistyped year
    field: 'foundedAt',
  },
  fundingAmountTooLarge: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ fundingAmount: 1e20 }),
    field: 'fundingAmount',
  },
  foundedAtInFuture: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ foundedAt: dayFromToday(3) }),
    field: 'foundedAt',
  },
  locationRequired: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ location: '' }),
    field: 'location',
  },
  locationTooLong: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ location: long(121) }),
    field: 'location',
  },
  categoryRequired: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ category: undefined }),
    field: 'category',
  },
  categoryInvalid: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ category: 'fintech' }),
    field: 'category',
  },
  fundingAmountInvalid: {
    method: 'POST',
    url: STARTUP,
    body: startupBody({ fundingAmount: -1 }),
    field: 'fundingAmount',
  },
  sectorRequired: {
    method: 'POST',
    url: TECHNOLOGY,
    body: technologyBody({ sector: null }),
    field: 'sector',
  },
  sectorInvalid: {
    method: 'POST',
    url: TECHNOLOGY,
    body: technologyBody({ sector: 'Space' }),
    field: 'sector',
  },
  adoptionLevelRequired: {
    method: 'POST',
    url: TECHNOLOGY,
    body: technologyBody({ adoptionLevel: '' }),
    field: 'adoptionLevel',
  },
  adoptionLevelInvalid: {
    method: 'POST',
    url: TECHNOLOGY,
    body: technologyBody({ adoptionLevel: 'Emergente' }),
    field: 'adoptionLevel',
  },
  descriptionTooLong: {
    method: 'POST',
    url: TECHNOLOGY,
    body: technologyBody({ description: long(501) }),
    field: 'description',
  },
  descriptionInvalid: {
    method: 'POST',
    url: TECHNOLOGY,
    body: technologyBody({ description: 42 }),
    field: 'description',
  },
  nameFilterTooLong: {
    method: 'GET',
    url: `/v1/api/startups/read?name=${long(121)}`,
    field: 'name',
  },
  wrongType: { method: 'POST', url: STARTUP, body: startupBody({ name: 12 }), field: 'name' },
  limitInvalid: { method: 'GET', url: '/v1/api/startups/read?limit=501', field: 'limit' },
  sortInvalid: { method: 'GET', url: '/v1/api/technologies/read?sort=-description', field: 'sort' },
  cursorInvalid: {
    method: 'GET',
    url: '/v1/api/startups/read?limit=5&cursor=bm9wZQ',
    field: 'cursor',
  },
  cursorWithoutLimit: {
    method: 'GET',
    url: '/v1/api/startups/read?cursor=bm9wZQ',
    field: 'cursor',
  },
  forbiddenCharacter: {
    method: 'PUT',
    url: '/v1/api/technologies/update/1',
    body: technologyBody({ name: 'Nul\u0000' }),
    field: 'name',
  },
};

describeOnBackends('validation messages', (context) => {
  it.each(Object.entries(CASES))('answers %s in Spanish, as error and detail', async (key, c) => {
    const message = VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES];
    const answer = await call(context.app, c.method, c.url, c.body);
    expect(answer).toEqual({
      status: 400,
      body: { error: message, details: { [c.field]: message } },
      headers: expect.anything() as unknown,
    });
  });

  it.each([
    [
      'the founding day in another format',
      { foundedAt: '14/03/2019' },
      'foundedAt',
      'foundedAtFormat',
    ],
    ['the founding day as a number', { foundedAt: 20190314 }, 'foundedAt', 'foundedAtFormat'],
    ['an amount sent as text', { fundingAmount: '1000' }, 'fundingAmount', 'fundingAmountInvalid'],
    ['a boolean category', { category: true }, 'category', 'categoryInvalid'],
    ['an array as name', { name: ['a'] }, 'name', 'wrongType'],
  ] as const)('refuses %s without coercing it', async (_label, overrides, field, key) => {
    const answer = await call(context.app, 'POST', STARTUP, startupBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual({ [field]: VALIDATION_MESSAGES[key] });
  });

  it('gives the general message when several fields are wrong, with one detail each', async () => {
    const answer = await call(context.app, 'POST', STARTUP, {});
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: ERROR_MESSAGES.invalidInput,
        details: {
          name: VALIDATION_MESSAGES.nameRequired,
          foundedAt: VALIDATION_MESSAGES.foundedAtRequired,
          location: VALIDATION_MESSAGES.locationRequired,
          category: VALIDATION_MESSAGES.categoryRequired,
        },
      },
    });
  });

  it.each([['[]'], ['"texto"'], ['42'], ['null']])(
    'answers the general message for the body %s',
    async (payload) => {
      const response = await context.app.inject({
        method: 'POST',
        url: TECHNOLOGY,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.invalidInput });
    },
  );

  it('refuses invalid list filters with 400', async () => {
    const detail = async (url: string) => (await call(context.app, 'GET', url)).body.details;
    expect(await detail('/v1/api/startups/read?category=Nope')).toEqual({
      category: VALIDATION_MESSAGES.categoryInvalid,
    });
    expect(await detail('/v1/api/startups/read?name=a&name=b')).toEqual({
      name: VALIDATION_MESSAGES.wrongType,
    });
    expect(await detail('/v1/api/technologies/read?sector=Space&adoptionLevel=old')).toEqual({
      sector: VALIDATION_MESSAGES.sectorInvalid,
      adoptionLevel: VALIDATION_MESSAGES.adoptionLevelInvalid,
    });
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a word joiner, a BOM and a soft hyphen', ' \u2060\uFEFF\u00AD '],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
  ])('counts a name or location of %s as empty', async (_label, blank) => {
    const answer = await call(
      context.app,
      'POST',
      STARTUP,
      startupBody({ name: blank, location: blank }),
    );
    expect(answer.body.details).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
      location: VALIDATION_MESSAGES.locationRequired,
    });
  });

  it('stores texts trimmed of blank and invisible ends, and counts the description trimmed', async () => {
    const technology = await call<{ data: { name: string; description: string | null } }>(
      context.app,
      'POST',
      TECHNOLOGY,
      technologyBody({
        name: '\u200BRedes 5G\u200B ',
        description: `${long(490)}${' '.repeat(20)}`,
      }),
    );
    expect(technology.status).toBe(201);
    expect(technology.body.data.name).toBe('Redes 5G');
    expect(technology.body.data.description).toBe(long(490));
    const blank = await call<{ data: { description: string | null } }>(
      context.app,
      'POST',
      TECHNOLOGY,
      technologyBody({ description: '  \u200B ' }),
    );
    expect(blank.status).toBe(201);
    expect(blank.body.data.description).toBeNull();
  });

  it('accepts the bounds: funding of one trillion, founded on 1800-01-01', async () => {
    const startup = await call<{ data: { funding_amount: number; founded_at: string } }>(
      context.app,
      'POST',
      STARTUP,
      startupBody({ fundingAmount: 1e12, foundedAt: '1800-01-01' }),
    );
    expect(startup.status).toBe(201);
    expect(startup.body.data).toMatchObject({ funding_amount: 1e12, founded_at: '1800-01-01' });
  });

  it('accepts the edge values: 120 characters, 500 characters, today, amount 0', async () => {
    const startup = await call(
      context.app,
      'POST',
      STARTUP,
      startupBody({
        name: long(120),
        location: long(120),
        foundedAt: dayFromToday(0),
        fundingAmount: 0,
      }),
    );
    expect(startup.status).toBe(201);
    const technology = await call(
      context.app,
      'POST',
      TECHNOLOGY,
      technologyBody({ name: long(120), description: long(500) }),
    );
    expect(technology.status).toBe(201);
  });
});
