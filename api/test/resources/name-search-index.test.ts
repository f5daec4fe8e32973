import { expect, it } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';
import { createRepositories, type ResourceName } from '../../src/resources/all-resources.ts';
import { describeOnBackends } from '../helpers/backends.ts';

const ROWS = 100_000;

// 100,000 rows in one statement each: one name in a thousand is an energy company, one a health one;
// the rest differ by their hash, so a search has the index's trigrams to tell them apart.
const NAME = `CASE i % 1000 WHEN 0 THEN 'Energía Solar ' || i WHEN 1 THEN 'Saúde Conecta ' || i
  ELSE 'Empresa ' || md5(i::text) END`;
// The two resources of the product (a generated one is searched by the same SQL).
const FILL: Record<'startups' | 'technologies', string> = {
  startups: `INSERT INTO startups (name, founded_at, location, category)
    SELECT ${NAME}, DATE '2020-01-01', 'Lima, Perú', 'FinTech' FROM generate_series(1, ${ROWS}) i`,
  technologies: `INSERT INTO technologies (name, sector, adoption_level)
    SELECT ${NAME}, 'Energy', 'mature' FROM generate_series(1, ${ROWS}) i`,
};

/** The statement and parameters the API's list runs for this search (docs/architecture.md). */
async function listStatement(resource: ResourceName, name: string) {
  let statement: { sql: string; params: readonly unknown[] } | undefined;
  const recorder: Queryable = {
    query: (sql, params = []) => {
      statement = { sql, params };
      return Promise.resolve([]);
    },
  };
  await createRepositories(recorder, () => ({}))[resource].listJson({ name });
  if (!statement) throw new Error('the list ran no statement');
  return statement;
}

class RollBack extends Error {}

describeOnBackends('the name search at 100,000 rows', (context) => {
  it.each(['startups', 'technologies'] as const)(
    '%s: the planner serves a search of 3+ letters from the unaccented trigram index',
    async (resource) => {
      const searches = ['energia', 'SAU'];
      const statements = await Promise.all(searches.map((name) => listStatement(resource, name)));
      const plans: string[] = [];
      // Rolled back: the other tests' tables stay as they were, and nobody is notified of a change.
      await context.db
        .transaction(async (tx) => {
          // Indexing 100,000 names at once costs a second or two; row by row, minutes. So the index
          // is dropped for the fill and built again from its own definition, as migrated.
          await tx.query("SET LOCAL statement_timeout = '2min'");
          const [index] = await tx.query<{ definition: string }>(
            'SELECT pg_get_indexdef($1::regclass) AS definition',
            [`${resource}_name_search_idx`],
          );
          if (!index) throw new Error('no name search index');
          await tx.query(`DROP INDEX ${resource}_name_search_idx`);
          await tx.query(FILL[resource]);
          await tx.query(index.definition);
          await tx.query(`ANALYZE ${resource}`);
          for (const { sql, params } of statements) {
            const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
            plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
            // The plan holds for the rows it was made for: the search finds them.
            const [found] = await tx.query<{ data: string }>(sql, params);
            const names = JSON.parse(found?.data ?? '[]') as { name: string }[];
            expect(names).toHaveLength(ROWS / 1000);
          }
          throw new RollBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        });
      expect(plans).toHaveLength(searches.length);
      for (const plan of plans) {
        expect(plan).toContain(`Bitmap Index Scan on ${resource}_name_search_idx`);
        expect(plan).not.toContain('Seq Scan');
      }
    },
    120_000,
  );
});
