import { ADOPTION_LEVELS, STARTUP_CATEGORIES, TECHNOLOGY_SECTORS } from '@sistema/shared/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { describeOnBackends } from './helpers/backends.ts';
import { startupBody, technologyBody } from './helpers/fixtures.ts';
import { call } from './helpers/http.ts';

// Random bodies, queries and ids thrown at every route. Two promises hold whatever is sent:
// never a 5xx, and a refused request never changes a row.

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '   ',
    '%',
    '_',
    '\\',
    "'; DROP TABLE startups; --",
    '\u0000',
    'x'.repeat(121),
  ),
);
const anyValue = fc.oneof(anyText, fc.jsonValue({ maxDepth: 2 }), fc.double(), fc.integer());
/** A field that is mostly plausible, sometimes anything at all, sometimes absent. */
const field = <T>(plausible: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: anyValue }), {
    nil: undefined,
  });

const startupLike = fc.record({
  name: field(anyText),
  foundedAt: field(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2020-02-30', '2020-13-01', '0000-01-01', '9999-12-31'),
    ),
  ),
  location: field(anyText),
  category: field(fc.constantFrom(...STARTUP_CATEGORIES)),
  fundingAmount: field(fc.oneof(fc.double({ noNaN: true }), fc.constant(null))),
  extra: field(anyValue),
});
const technologyLike = fc.record({
  name: field(anyText),
  sector: field(fc.constantFrom(...TECHNOLOGY_SECTORS)),
  description: field(fc.oneof(anyText, fc.constant(null), fc.string({ maxLength: 600 }))),
  adoptionLevel: field(fc.constantFrom(...ADOPTION_LEVELS)),
  id: field(fc.integer()),
});
// Valid bodies with hostile-but-legal text, so that creates and updates succeed often enough.
const legalText = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 60 })
  .filter((text) => text.trim() !== '' && !text.includes('\u0000'));
const validStartup = fc.record({
  name: legalText,
  foundedAt: fc
    .date({ min: new Date('1900-01-01'), max: new Date(), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  location: legalText,
  category: fc.constantFrom(...STARTUP_CATEGORIES),
  fundingAmount: fc.option(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true })),
});
const validTechnology = fc.record({
  name: legalText,
  sector: fc.constantFrom(...TECHNOLOGY_SECTORS),
  description: fc.option(legalText),
  adoptionLevel: fc.constantFrom(...ADOPTION_LEVELS),
});

const anyBody = fc.oneof(
  startupLike.map((body) => JSON.stringify(body)),
  technologyLike.map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 60 }), // mostly malformed JSON
);
const anyId = fc.oneof(
  fc.integer({ min: -2, max: 8 }).map(String),
  fc.constantFrom('1.0', '1e0', '0x1', '２', ' 1', '99999999999999999999', '2147483648'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const anyQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('name', 'category', 'sector', 'adoptionLevel'), fc.string()),
      fc.oneof(anyText, fc.constantFrom(...STARTUP_CATEGORIES, ...TECHNOLOGY_SECTORS)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

const resource = fc.constantFrom('startups', 'technologies');
/** A resource and a body for it: valid for that resource half of the time. */
const resourceAndBody = fc.oneof(
  fc.tuple(
    fc.constant('startups'),
    validStartup.map((body) => JSON.stringify(body)),
  ),
  fc.tuple(
    fc.constant('technologies'),
    validTechnology.map((body) => JSON.stringify(body)),
  ),
  fc.tuple(resource, anyBody),
  fc.tuple(resource, anyBody),
);
const anyRequest = fc.oneof(
  fc.record({
    method: fc.constant('GET' as const),
    url: fc.tuple(resource, anyQuery).map(([r, q]) => `/v1/api/${r}/read?${q}`),
  }),
  resourceAndBody.map(([r, payload]) => ({
    method: 'POST' as const,
    url: `/v1/api/${r}/create`,
    payload,
  })),
  fc.tuple(resourceAndBody, anyId).map(([[r, payload], id]) => ({
    method: 'PUT' as const,
    url: `/v1/api/${r}/update/${encodeURIComponent(id)}`,
    payload,
  })),
  fc.record({
    method: fc.constant('DELETE' as const),
    url: fc
      .tuple(resource, anyId)
      .map(([r, id]) => `/v1/api/${r}/delete/${encodeURIComponent(id)}`),
  }),
);

const snapshot = async (db: Database) =>
  db.query(
    `SELECT 's' AS t, to_jsonb(s)::text AS row FROM startups s
     UNION ALL SELECT 't', to_jsonb(t)::text FROM technologies t ORDER BY 1, 2`,
  );

describeOnBackends('random requests', (context) => {
  it('never answer 5xx, and a refused one never changes a row', async () => {
    for (let i = 0; i < 3; i++) {
      await call(context.app, 'POST', '/v1/api/startups/create', startupBody({ name: `S${i}` }));
      await call(context.app, 'POST', '/v1/api/technologies/create', technologyBody());
    }
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(anyRequest, async (request) => {
        const before = await snapshot(context.db);
        const response = await context.app.inject({
          ...request,
          headers: { 'content-type': 'application/json' },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json<Record<string, unknown>>();
        if (response.statusCode >= 400) {
          expect(typeof body.error).toBe('string');
          expect(await snapshot(context.db)).toEqual(before);
        }
      }),
      { numRuns: 250 },
    );
    // The generators reach both sides: accepted changes and refusals.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 201, 400, 404]));
  });
});
