import {
  anyResourceSchemas,
  columnOf,
  resourceText,
  TIME_COLUMNS,
  type AnyResource,
  type FieldDefinition,
  type TimeField,
} from '@sistema/shared/contract';
import { textSort, type SortKey } from './list-order.ts';
import type { AnyResourceDefinition, FieldFormat, ListFilter } from './resource-definition.ts';

/** How PostgreSQL formats a field of the answer: a DATE as YYYY-MM-DD, anything else as itself. */
const formatOf = (field: FieldDefinition): FieldFormat => (field.type === 'date' ? 'day' : 'value');

/** The SQL type a written value is cast to; none for text. */
const castOf = (field: FieldDefinition) =>
  field.type === 'date' ? 'date' : field.type === 'number' ? 'numeric' : undefined;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * How a sort key orders in SQL (an index of migration 014 holds each expression with the id):
 * text as the screens sort it (case and accents aside), a select by its value or, given
 * `byOptions`, by its options' order (a life cycle, emerging → declining).
 */
function sortKeyOf(key: string, field: FieldDefinition | undefined, byOptions = false): SortKey {
  if (!field) return { expression: TIME_COLUMNS[key as TimeField], type: 'timestamptz' };
  const column = columnOf(key, field);
  switch (field.type) {
    case 'text':
    case 'longText':
      return textSort(column);
    case 'date':
      return { expression: column, type: 'date' };
    case 'number':
      return { expression: column, type: 'numeric', ...(field.optional && { nullable: true }) };
    case 'select': {
      if (!byOptions) return { expression: column, type: 'text' };
      const { options } = field;
      const ranks = options
        .slice(0, -1)
        .map((option, index) => `WHEN ${quoted(option)} THEN ${String(index + 1)}`);
      return {
        expression: `(CASE ${column} ${ranks.join(' ')} ELSE ${String(options.length)} END)`,
        type: 'integer',
      };
    }
  }
}

/**
 * The API's definition of a resource (docs/decisions/012-one-definition-per-resource.md), derived
 * from the contract's: its table and path are its key; its schemas, answer formats, written
 * columns, filters, orders, OpenAPI words and messages follow from its fields and noun.
 */
export function anyApiDefinition(definition: AnyResource): AnyResourceDefinition {
  const text = resourceText(definition);
  const fields = Object.entries<FieldDefinition>(definition.fields);
  const filters: Record<string, ListFilter> = {};
  for (const [key, filter] of Object.entries(definition.filters)) {
    const field = definition.fields[key];
    if (!filter || !field) continue;
    filters[key] = { column: columnOf(key, field), match: filter.match };
  }
  const sorts: Record<string, SortKey> = {};
  for (const [key, sort] of Object.entries(definition.sorts)) {
    sorts[key] = sortKeyOf(key, definition.fields[key], sort?.byOptions);
  }
  return {
    table: definition.key,
    path: definition.key,
    schemas: anyResourceSchemas(definition),
    fields: {
      id: 'integer',
      ...Object.fromEntries(fields.map(([key, field]) => [columnOf(key, field), formatOf(field)])),
      created_at: 'timestamp',
      updated_at: 'timestamp',
      version: 'integer',
    } as AnyResourceDefinition['fields'],
    writes: fields.map(([key, field]) => ({
      column: columnOf(key, field),
      ...(castOf(field) && { cast: castOf(field) }),
      value: (values: unknown) => (values as Record<string, unknown>)[key] ?? null,
    })),
    list: {
      summary: text.listSummary,
      order: { column: TIME_COLUMNS[definition.order.by], direction: 'DESC', type: 'timestamptz' },
      sorts,
      filters,
    },
    tag: text.tag,
    record: text.withArticle,
    messages: {
      created: text.created,
      updated: text.updated,
      deleted: text.deleted,
      notFound: text.notFound,
      changed: text.changed,
    },
  };
}
