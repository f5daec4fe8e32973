import { z } from 'zod';
import type { SortKey } from './list-order.ts';

// The API's side of a resource (docs/decisions/012-one-definition-per-resource.md), derived from
// the contract's definition by from-contract.ts: its table, how each field is read and written,
// its list's filters and order, its contract schemas and Spanish messages. The generic repository (resource-repository.ts) writes the SQL from it, the generic
// routes (resource-routes.ts) the four endpoints and their OpenAPI description.

/** What every record has: the key in the path and the version of If-Match / ETag (migration 006). */
export interface BaseRecord {
  id: number;
  version: number;
}

/**
 * How PostgreSQL formats a field of the answer (db/sql.ts): `integer` (id, version) as a bare
 * number, `value` as its own JSON (text escaped, NUMERIC a bare number, NULL null), `day` a DATE
 * as YYYY-MM-DD, `timestamp` a timestamptz as ISO 8601 in UTC with milliseconds.
 */
export type FieldFormat = 'integer' | 'value' | 'day' | 'timestamp';

/** A column a create or an update writes, in this order, from the validated body. */
export interface WrittenColumn<Values> {
  column: string;
  /** The SQL type the parameter is cast to (`date`, `numeric`); none for text. */
  cast?: string;
  // Method syntax on purpose: it lets a definition of startups stand where any definition is
  // expected (the route builder never calls it with another resource's values).
  value(values: Values): unknown;
}

/**
 * A list filter: `equals` compares the column with the value; `contains` is a substring that ignores
 * case and accents (wildcards match themselves), which a trigram index serves (migration 009).
 */
export interface ListFilter {
  column: string;
  match: 'equals' | 'contains';
}

/**
 * A resource's Spanish messages, as the contract words them (the screens show the same ones):
 * success banners, the 404 of an unknown id and the 412 of a stale version.
 */
export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  changed: string;
}

export interface ResourceDefinition<Item extends BaseRecord, Values, Query> {
  /** The table: also the name its change notifications (migration 004) and cached lists carry. */
  table: string;
  /** The segment after /v1/api: `/v1/api/<path>/read`, `/create`, `/update/:id`, `/delete/:id`. */
  path: string;
  /** The contract's schemas: they validate, serialise and document (OpenAPI) the requests. */
  schemas: {
    record: z.ZodType<Item>;
    input: z.ZodType<Values>;
    listQuery: z.ZodType<Query>;
    listAnswer: z.ZodType;
    savedAnswer: z.ZodType;
  };
  /** Every field of the answer, in the contract's order; the column has the field's name. */
  fields: Record<keyof Item & string, FieldFormat>;
  /** What a create inserts and an update sets (id, version and the times are the table's). */
  writes: readonly WrittenColumn<Values>[];
  list: {
    /** The endpoint's summary in the OpenAPI document. */
    summary: string;
    /** The order; the id, in the same direction, breaks ties (the indexes hold both). */
    order: { column: string; direction: 'ASC' | 'DESC'; type: SortKey['type'] };
    /** The orders `sort` may ask for, by the contract's sort keys (list-order.ts, migration 014). */
    sorts: Record<string, SortKey>;
    /** Each query parameter; the list cache keys its answers by them in this order. */
    filters: Readonly<Record<string, ListFilter>>;
  };
  /** The OpenAPI page's group of the four endpoints. */
  tag: string;
  /** The record with its article ('una startup'), for the summaries of create, update, delete. */
  record: string;
  /** The contract's messages: success banners, and the 404 and 412 errors. */
  messages: ResourceMessages;
}

/** Any resource, as the app's registry holds them side by side. */
export type AnyResourceDefinition = ResourceDefinition<BaseRecord, unknown, unknown>;

/**
 * The resource's nouns in English, for the names a generated client calls its operations and
 * types by: the record schema's title, which the contract derives from the key (`Startup`), and the path
 * (`startups` → `Startups`).
 */
export function nounsOf(definition: { path: string; schemas: { record: z.ZodType } }): {
  one: string;
  many: string;
} {
  const one = z.globalRegistry.get(definition.schemas.record)?.title;
  if (!one) throw new Error(`the record schema of /${definition.path} needs a title (.meta)`);
  return { one, many: definition.path.charAt(0).toUpperCase() + definition.path.slice(1) };
}
