import type { WrittenColumn } from './resource-definition.ts';

/**
 * One statement that inserts many records (a group commit's batch, db/group-commit.ts) and returns
 * each one's JSON in the order they were given. The rows travel as one JSON parameter (the same
 * text on PGlite and `pg`); each takes its id from the table's identity sequence first, so its
 * returned record is matched to its request by id (PostgreSQL does not promise RETURNING's order).
 * The sequence's name is looked up once per statement (a sub-select), not in the catalog per row.
 * Every value is sent as text and cast as the single insert casts it.
 */
export function insertManySql<Values>(
  table: string,
  writes: readonly WrittenColumn<Values>[],
  recordJson: string,
): string {
  const columns = writes.map(({ column }) => column).join(', ');
  const inputColumns = writes.map((_, index) => `c${String(index)} text`).join(', ');
  const casted = writes
    .map(({ cast }, index) => `c${String(index)}${cast ? `::${cast}` : ''}`)
    .join(', ');
  return `WITH input AS MATERIALIZED (
      SELECT nextval((SELECT pg_get_serial_sequence('${table}', 'id'))::regclass) AS id, t.*
        FROM json_to_recordset($1::json) AS t(i integer, ${inputColumns})
    ), inserted AS (
      INSERT INTO ${table} (id, ${columns}) OVERRIDING SYSTEM VALUE
      SELECT id, ${casted} FROM input
      RETURNING id, ${recordJson} AS data
    )
    SELECT inserted.data FROM inserted JOIN input USING (id) ORDER BY input.i`;
}

/** The one parameter of insertManySql: the rows as a JSON array of { i, c0, c1… } (text or null). */
export function insertManyParams<Values>(
  writes: readonly WrittenColumn<Values>[],
  many: readonly Values[],
): [string] {
  const rows = many.map((values, i) => {
    const row: Record<string, string | number | null> = { i };
    writes.forEach((column, index) => {
      row[`c${String(index)}`] = asText(column.column, column.value(values));
    });
    return row;
  });
  return [JSON.stringify(rows)];
}

/** What `pg` sends for a parameter: text as it is, a number as its toString(), null for none. */
function asText(column: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new TypeError(`${column}: only text, numbers and null are written in a batch`);
}
