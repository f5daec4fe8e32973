import { expect, it } from 'vitest';
import { createResourceRepository } from '../../src/resources/resource-repository.ts';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

const { startups } = RESOURCES;

describeOnBackends('startup repository', (context) => {
  const values = (overrides: Record<string, unknown> = {}) => ({
    ...startupBody(overrides),
    category: 'SaaS' as const,
  });

  it('returns any finite amount exactly as it was given', async () => {
    const repository = createResourceRepository(startups, context.db);
    // Up to the contract's bound (FUNDING_MAX), which the table's CHECK repeats.
    for (const amount of [Number.MIN_VALUE, 1e12, 0.1 + 0.2, 999_999_999_999.99, 1e-7]) {
      const created = await repository.create(values({ fundingAmount: amount }));
      expect(created.funding_amount).toBe(amount);
    }
    await expect(repository.create(values({ fundingAmount: 1e12 + 1 }))).rejects.toThrow(
      /startups_funding_amount_max/,
    );
  });

  it('keeps every one of 40 parallel creates, each with its own id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call<{ data: { id: number } }>(
          context.app,
          'POST',
          '/v1/api/startups/create',
          startupBody({ name: `Paralela ${String(index)}` }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(40);
    const list = await call<{ data: unknown[] }>(context.app, 'GET', '/v1/api/startups/read');
    expect(list.body.data).toHaveLength(40);
  });

  it('answers undefined or false for an id that names no startup', async () => {
    const repository = createResourceRepository(startups, context.db);
    expect(await repository.update(12345, values())).toBeUndefined();
    expect(await repository.delete(12345)).toBe(false);
  });
});
