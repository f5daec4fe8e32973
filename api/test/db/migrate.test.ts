import { expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
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

  it('indexes every filter and sort, the name search with trigrams', async () => {
    const rows = await context.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN ('startups', 'technologies')`,
    );
    const indexes = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(Object.keys(indexes)).toEqual(
      expect.arrayContaining([
        'startups_created_idx',
        'startups_category_created_idx',
        'startups_name_trgm_idx',
        'technologies_updated_idx',
        'technologies_sector_updated_idx',
        'technologies_adoption_updated_idx',
      ]),
    );
    expect(indexes.startups_name_trgm_idx).toMatch(/USING gin \(name \S*gin_trgm_ops\)/);
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
