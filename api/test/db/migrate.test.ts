import { expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { containsIgnoringAccents } from '../../src/db/sql.ts';
import { describeOnBackends } from '../helpers/backends.ts';

describeOnBackends('migrations', (context) => {
  it('records every numbered migration, in order', async () => {
    const files = (await listMigrations()).map((m) => m.version);
    expect(files[0]).toBe('001_init');
    const recorded = await context.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(files);
  });

  it('applies nothing twice: a second run finds the database up to date', async () => {
    expect(await migrate(context.db)).toEqual({ applied: [], fresh: false });
  });

  it('indexes every filter and sort, the name search with trigrams of its unaccented text', async () => {
    const rows = await context.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN ('startups', 'technologies')`,
    );
    const indexes = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(Object.keys(indexes)).toEqual(
      expect.arrayContaining([
        'startups_created_idx',
        'startups_category_created_idx',
        'startups_name_search_idx',
        'technologies_updated_idx',
        'technologies_sector_updated_idx',
        'technologies_adoption_updated_idx',
        'technologies_name_search_idx',
      ]),
    );
    // The trigram indexes on the bare name (002, 007) served ILIKE, which no search runs any more.
    expect(Object.keys(indexes)).not.toContain('startups_name_trgm_idx');
    expect(Object.keys(indexes)).not.toContain('technologies_name_trgm_idx');
    for (const index of ['startups_name_search_idx', 'technologies_name_search_idx']) {
      expect(indexes[index]).toMatch(
        /USING gin \(lower\(\S*immutable_unaccent\(name\)\) \S*gin_trgm_ops\) WITH \(fastupdate='?on'?, gin_pending_list_limit='?64'?\)/,
      );
    }
  });

  it('unaccents with a function an index may use: immutable, the same answer on every call', async () => {
    const [row] = await context.db.query<{ volatility: string; text: string }>(
      `SELECT p.provolatile AS volatility, immutable_unaccent('Energía Saúde Ñandú') AS text
         FROM pg_proc p WHERE p.oid = 'immutable_unaccent(text)'::regprocedure`,
    );
    expect(row).toEqual({ volatility: 'i', text: 'Energia Saude Nandu' });
  });

  it.each([
    ['startups', 'startups_name_search_idx'],
    ['technologies', 'technologies_name_search_idx'],
  ])('can serve the %s name search from %s', async (table, index) => {
    // An empty table is cheapest to scan: the planner is told not to, to see that it can use it.
    const plan = await context.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM ${table} WHERE ${containsIgnoringAccents('name', '$1')}`,
        ['energ'],
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
  });

  it("keeps the name index's pending list small, and a name still in it is found at once", async () => {
    // PGlite has no autovacuum: only inserts that outgrow the list's 64 kB fold it into the index.
    await context.db.query(
      `INSERT INTO startups (name, founded_at, location, category)
       SELECT 'Startup número ' || i, '2020-01-01', 'Lima', 'SaaS' FROM generate_series(1, 2000) AS i`,
    );
    await context.db.query(
      `INSERT INTO startups (name, founded_at, location, category)
       VALUES ('Ñandú Pendiente', '2020-01-01', 'Lima', 'SaaS')`,
    );
    const found = await context.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ name: string }>(
        `SELECT name FROM startups WHERE ${containsIgnoringAccents('name', '$1')}`,
        ['NANDU PEND'],
      );
    });
    expect(found).toEqual([{ name: 'Ñandú Pendiente' }]);
    const [pending] = await context.db.query<{ pages: number }>(
      `SELECT gin_clean_pending_list('startups_name_search_idx'::regclass)::integer AS pages`,
    );
    // Unfolded, these 2,000 names fill 98 pages of 8 kB: the list was folded in on the way. (On a
    // server, autovacuum may have folded it in too: none left is fine.)
    expect(pending?.pages).toBeLessThanOrEqual(8);
  });

  it('keeps the database itself from storing what the API refuses', async () => {
    await expect(
      context.db.query(
        `INSERT INTO startups (name, founded_at, location, category) VALUES ('x', '2020-01-01', 'y', 'Nope')`,
      ),
    ).rejects.toThrow();
    await expect(
      context.db.query(
        `INSERT INTO technologies (name, sector, adoption_level) VALUES ('', 'Other', 'mature')`,
      ),
    ).rejects.toThrow();
  });
});
