import { expect, it } from 'vitest';
import { createResourceRepository } from '../../src/resources/resource-repository.ts';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

const { startups } = RESOURCES;

interface Created {
  data: { id: number; name: string; funding_amount: number | null; version: number };
}

// Concurrent creates share one transaction (db/group-commit.ts): each must still get its own
// record back, as if it had been written alone.
describeOnBackends('creates written together', (context) => {
  it('answers each of 30 parallel creates with its own record, version and ETag', async () => {
    const bodies = Array.from({ length: 30 }, (_, index) =>
      startupBody({
        name: `Lote ${String(index)} fin`,
        fundingAmount: index % 3 ? index * 1000 : null,
      }),
    );
    const sent = await Promise.all(
      bodies.map(async (body) => ({
        body,
        answer: await call<Created>(context.app, 'POST', '/v1/api/startups/create', body),
      })),
    );
    for (const { body, answer } of sent) {
      expect(answer.status).toBe(201);
      expect(answer.body.data.name).toBe(body.name);
      expect(answer.body.data.funding_amount).toBe(body.fundingAmount);
      expect(answer.body.data.version).toBe(1);
      expect(answer.headers.etag).toBe('"1"');
    }
    const answers = sent.map(({ answer }) => answer);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(30);
    // Each id is its own record's: reading it back gives the same record.
    for (const answer of answers.slice(0, 5)) {
      const listed = await call<{ data: Created['data'][] }>(
        context.app,
        'GET',
        `/v1/api/startups/read?name=${encodeURIComponent(answer.body.data.name)}`,
      );
      expect(listed.body.data).toEqual([answer.body.data]);
    }
    // The list cache was dropped: the list shows every one of them.
    const list = await call<{ data: unknown[] }>(context.app, 'GET', '/v1/api/startups/read');
    expect(list.body.data).toHaveLength(30);
  });

  it('fails only the create the database refuses, the others of its batch are stored', async () => {
    const repository = createResourceRepository(startups, context.db);
    const values = (name: string, fundingAmount: number) => ({
      ...startupBody({ name, fundingAmount }),
      category: 'SaaS' as const,
    });
    // Above the table's CHECK (startups_funding_amount_max): refused by PostgreSQL itself.
    const outcomes = await Promise.allSettled([
      repository.create(values('Primera', 1)),
      repository.create(values('Segunda', 2)),
      repository.create(values('Rechazada', 1e12 + 1)),
      repository.create(values('Cuarta', 4)),
      repository.create(values('Quinta', 0.1 + 0.2)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = await context.db.query<{ name: string }>(
      'SELECT name FROM startups ORDER BY id',
    );
    expect(stored.map((row) => row.name).sort()).toEqual(
      ['Cuarta', 'Primera', 'Quinta', 'Segunda'].sort(),
    );
    const last = outcomes[4];
    expect(last.status === 'fulfilled' && last.value.funding_amount).toBe(0.1 + 0.2);
  });
});
