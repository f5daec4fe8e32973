import type { Queryable } from '../db/database.ts';
import { groupCommit } from '../db/group-commit.ts';
import { settledWrites, type RepositoryOptions } from '../db/repository-options.ts';
import {
  calendarDay,
  containsIgnoringAccents,
  isoUtc,
  jsonArray,
  jsonFormatted,
  jsonObject,
  jsonValue,
  NEXT_VERSION,
  sqlFilter,
  versionIs,
  versionsParam,
} from '../db/sql.ts';
import { insertManySql, insertManyParams } from './insert-many.ts';
import type {
  BaseRecord,
  FieldFormat,
  ListFilter,
  ResourceDefinition,
} from './resource-definition.ts';
import {
  afterEnd,
  CursorError,
  isDataException,
  listOrder,
  orderBy,
  type ListOrder,
  type PageEnd,
} from './list-order.ts';

/** A page: its records as one JSON array text, where it ends when more follow, how many in all. */
export interface ListPage {
  dataJson: string;
  next: PageEnd | null;
  total: number;
}

export interface ResourceRepository<Item extends BaseRecord, Values, Query> {
  /**
   * The list as PostgreSQL's JSON text of the array, sent as it is (never parsed here); in `order`
   * when given, else the definition's own.
   */
  listJson(query: Query, order?: ListOrder): Promise<string>;
  /** One page (list-order.ts): `limit` records after `end`, the next page's end, the total. */
  pageJson(query: Query, order: ListOrder, limit: number, end?: PageEnd): Promise<ListPage>;
  /** On `on` when given: a transaction that also stores the Idempotency-Key's answer. */
  create(values: Values, on?: Queryable): Promise<Item>;
  /** The record as stored now; undefined when none has this id. */
  find(id: number): Promise<Item | undefined>;
  /**
   * Undefined when no record has this id or, given `expectedVersions`, when its version is none of
   * them (checked and written in one statement). The version goes up by one.
   */
  update(
    id: number,
    values: Values,
    expectedVersions?: readonly number[],
  ): Promise<Item | undefined>;
  /**
   * False when no record has this id or, given `expectedVersions`, its version is none of them.
   * Given `restoreTokenHash`, the same statement keeps a copy of the row for undo (migration 012).
   */
  delete(
    id: number,
    expectedVersions?: readonly number[],
    restoreTokenHash?: string,
  ): Promise<boolean>;
  /**
   * Puts deleted rows back (their copies from migration 012, a JSON array) with their own ids and
   * fields and one more version; on `on`, the restore's transaction.
   */
  reinsert(on: Queryable, rows: unknown[]): Promise<Item[]>;
}

const FIELD_JSON: Record<FieldFormat, (column: string) => string> = {
  integer: (column) => `${column}::text`,
  value: jsonValue,
  day: (column) => jsonFormatted(calendarDay(column)),
  timestamp: (column) => jsonFormatted(isoUtc(column)),
};

/**
 * Writes the SQL of one resource from its definition. Every answer is a record built as JSON text
 * by PostgreSQL: the list as one array (a single value to decode instead of one row per record:
 * PGlite decodes every row in JavaScript, and 1,000 rows took 3× longer than the array), sent as
 * it is; a single record parsed here, so both read NUMERIC exactly as Number() reads its text and
 * return exactly what the list returns, on PGlite and on `pg` alike.
 */
export function createResourceRepository<Item extends BaseRecord, Values, Query>(
  definition: ResourceDefinition<Item, Values, Query>,
  db: Queryable,
  options: RepositoryOptions = {},
): ResourceRepository<Item, Values, Query> {
  const { table, fields, writes } = definition;
  const { filters, order } = definition.list;
  const write = settledWrites(options);

  const fieldJson: Record<string, string> = {};
  for (const [field, format] of Object.entries<FieldFormat>(fields)) {
    fieldJson[field] = FIELD_JSON[format](field);
  }
  const recordJson = jsonObject(fieldJson);
  const fieldColumns = Object.keys(fields).join(', ');
  const restoredValues = Object.keys(fields)
    .map((field) => (field === 'version' ? 'version + 1' : field))
    .join(', ');
  // The order names the columns, not their formatted text, so the table's index serves it.
  const ownOrder = listOrder(definition.list.sorts, order, undefined);

  const columns = writes.map(({ column }) => column).join(', ');
  const placeholder = (index: number) => {
    const cast = writes[index]?.cast;
    return `$${String(index + 1)}${cast ? `::${cast}` : ''}`;
  };
  const insertValues = writes.map((_, index) => placeholder(index)).join(', ');
  const updateSet = writes
    .map(({ column }, index) => `${column} = ${placeholder(index)}`)
    .join(', ');
  const idParam = `$${String(writes.length + 1)}`;
  const versionParam = `$${String(writes.length + 2)}`;
  const valuesOf = (values: Values) => writes.map((column) => column.value(values));

  const oneRecord = async (rows: Promise<{ data: string }[]>) => {
    const [row] = await rows;
    return row && (JSON.parse(row.data) as Item);
  };

  const insertOne = (values: Values, on: Queryable) =>
    oneRecord(
      write(
        on.query(
          `INSERT INTO ${table} (${columns}) VALUES (${insertValues}) RETURNING ${recordJson} AS data`,
          valuesOf(values),
        ),
      ),
    );
  const insertMany = insertManySql(table, writes, recordJson);
  const createGrouped = groupCommit<Values, Item | undefined>({
    inFlight: options.batchesInFlight ?? 1,
    writeOne: (values) => insertOne(values, db),
    writeMany: async (many) => {
      const rows = await write(
        db.query<{ data: string }>(insertMany, insertManyParams(writes, many)),
      );
      if (rows.length !== many.length) throw new Error('INSERT of a batch returned other rows');
      return rows.map((row) => JSON.parse(row.data) as Item);
    },
  });

  const filterOf = (query: Query) => {
    const filter = sqlFilter();
    for (const [parameter, { column, match }] of Object.entries<ListFilter>(filters)) {
      const value = (query as Partial<Record<string, string>>)[parameter];
      if (!value) continue;
      if (match === 'contains') {
        filter.add(value, (p) => containsIgnoringAccents(column, p));
      } else {
        filter.add(value, (p) => `${column} = ${p}`);
      }
    }
    return filter;
  };

  return {
    async listJson(query, sortOrder = ownOrder) {
      const filter = filterOf(query);
      const [row] = await db.query<{ data: string }>(
        `SELECT ${jsonArray(recordJson, orderBy(sortOrder))} AS data FROM ${table} ${filter.where()}`,
        filter.params,
      );
      return row?.data ?? '[]';
    },

    async pageJson(query, pageOrder, limit, end) {
      const filter = filterOf(query);
      const counted = db.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM ${table} ${filter.where()}`,
        [...filter.params],
      );
      const params = [...filter.params];
      const param = (value: unknown) => `$${String(params.push(value))}`;
      const conditions = [filter.where(), end ? afterEnd(pageOrder, end, param) : '']
        .filter(Boolean)
        .map((condition) => condition.replace(/^WHERE /, ''));
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      // One row more than the page tells whether another page follows.
      const pageRows = db
        .query<{ data: string; sort_value: string | null; id: number }>(
          `SELECT ${recordJson} AS data, (${pageOrder.key.expression})::text AS sort_value, id
             FROM ${table} ${where} ORDER BY ${orderBy(pageOrder)} LIMIT ${param(limit + 1)}`,
          params,
        )
        .catch((error: unknown) => {
          // A cursor value its type cannot read (a day 2023-02-30): the cursor's fault, not ours.
          throw isDataException(error) ? new CursorError() : error;
        });
      const [[count], rows] = await Promise.all([counted, pageRows]);
      const total = count?.total ?? 0;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        dataJson: `[${page.map((row) => row.data).join(',')}]`,
        next: rows.length > limit && last ? { value: last.sort_value, id: last.id } : null,
        total,
      };
    },

    async create(values, on = db) {
      // Inside an Idempotency-Key's transaction, alone; otherwise grouped with concurrent creates.
      const created = on === db ? await createGrouped(values) : await insertOne(values, on);
      if (!created) throw new Error('INSERT ... RETURNING returned no row');
      return created;
    },

    find: (id) =>
      oneRecord(db.query(`SELECT ${recordJson} AS data FROM ${table} WHERE id = $1`, [id])),

    update: (id, values, expectedVersions) =>
      oneRecord(
        write(
          db.query(
            `UPDATE ${table} SET ${updateSet}, ${NEXT_VERSION}
              WHERE id = ${idParam} AND ${versionIs(versionParam)} RETURNING ${recordJson} AS data`,
            [...valuesOf(values), id, versionsParam(expectedVersions)],
          ),
        ),
      ),

    async delete(id, expectedVersions, restoreTokenHash) {
      const deleted = `DELETE FROM ${table} AS t WHERE id = $1 AND ${versionIs('$2')}`;
      // One statement: the row and its copy go together or not at all.
      const rows = await write(
        restoreTokenHash === undefined
          ? db.query(`${deleted} RETURNING id`, [id, versionsParam(expectedVersions)])
          : db.query(
              `WITH gone AS (${deleted} RETURNING t.id, to_jsonb(t) AS data)
               INSERT INTO deleted_records (token_hash, table_name, record_id, data)
               SELECT $3, '${table}', id, data FROM gone RETURNING record_id`,
              [id, versionsParam(expectedVersions), restoreTokenHash],
            ),
      );
      return rows.length > 0;
    },

    async reinsert(on, rows) {
      // The definition's fields are the table's columns (generated ones, such as a search key, are
      // left to the table). OVERRIDING SYSTEM VALUE: the id is the one the record had.
      const restored = await write(
        on.query<{ data: string }>(
          `INSERT INTO ${table} (${fieldColumns}) OVERRIDING SYSTEM VALUE
           SELECT ${restoredValues}
             FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
           RETURNING ${recordJson} AS data`,
          [JSON.stringify(rows)],
        ),
      );
      return restored.map((row) => JSON.parse(row.data) as Item);
    },
  };
}
