import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { BACKENDS, emptyTables } from '../helpers/backends.ts';

const pglite = BACKENDS.find((backend) => backend.name === 'PGlite');

const INSERT = `INSERT INTO startups (name, founded_at, location, category, funding_amount)
  VALUES ($1, $2::date, 'Lima', 'SaaS', $3::numeric)
  RETURNING id, name, founded_at, funding_amount, created_at, version`;

// PGlite's single write statements run as named prepared statements (src/db/pglite/prepared-writes.ts):
// the answer must be what PGlite's own `query` gives, and a refusal the database's own error.
describe.skipIf(!pglite)('single writes on PGlite, prepared', () => {
  let db: Database;
  const preparedCount = async (sql: string) =>
    (
      await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'api_write_%' AND statement = $1",
        [sql],
      )
    )[0]?.n;

  beforeAll(async () => {
    db = await (pglite?.open() ?? Promise.reject(new Error('no PGlite')));
  });
  beforeEach(async () => {
    await emptyTables(db);
  });

  it('parses a statement once and answers with the same rows and types as an unnamed query', async () => {
    const first = await db.query(INSERT, ['Andina', '2020-01-15', 2500]);
    const second = await db.query(INSERT, ['Brava', '2021-02-16', null]);
    const unnamed = await db.transaction((tx) => tx.query(INSERT, ['Cumbre', '2022-03-17', 10]));

    expect(await preparedCount(INSERT)).toBe(1);
    expect(first).toEqual([
      expect.objectContaining({ id: 1, name: 'Andina', funding_amount: '2500', version: 1 }),
    ]);
    expect(second).toEqual([
      expect.objectContaining({ id: 2, name: 'Brava', funding_amount: null, version: 1 }),
    ]);
    const typesOf = (row: object | undefined) =>
      Object.entries(row ?? {}).map(([key, value]) => [key, Object.prototype.toString.call(value)]);
    expect(typesOf(first[0])).toEqual(typesOf(unnamed[0]));
  });

  it('refuses a row with the SQLSTATE and severity of PostgreSQL, storing nothing', async () => {
    const refused = await db.query(INSERT, ['Negativa', '2020-01-15', -1]).catch((e: unknown) => e);

    expect(refused).toMatchObject({ code: '23514', severity: 'ERROR' });
    expect(await db.query('SELECT id FROM startups')).toEqual([]);
    // The same statement, still prepared, writes the next valid row.
    expect(await db.query(INSERT, ['Válida', '2020-01-15', 1])).toHaveLength(1);
  });

  it('keeps no name for a statement PostgreSQL refuses to parse', async () => {
    const broken = 'UPDATE startups SET nombre = $1';
    const refused = await db.query(broken, ['x']).catch((e: unknown) => e);

    expect(refused).toMatchObject({ code: '42703', severity: 'ERROR' });
    expect(await preparedCount(broken)).toBe(0);
  });
});
