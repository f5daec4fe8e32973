import { recordWrites } from '../api/record-writes.ts';
import {
  anyResourceSchemas,
  columnOf,
  formFields,
  localToday,
  resourceText,
  selectPlaceholder,
  sortOptionLabels,
  TEXT_MAX_LENGTH,
  TIME_COLUMNS,
  type AnyResource,
  type FieldDefinition,
  type TimeField,
} from '../contract/index.ts';
import { csvResource } from '../csv/csv-resource.ts';
import { formatUsd } from '../format/currency.ts';
import { formatDateOnly, toDateInputValue } from '../format/date.ts';
import type { FieldInput, FormField } from '../forms/form-field.ts';
import type { EditableResource } from '../forms/resource.ts';
import type { SortValue } from '../lists/sorting.ts';
import type { FilterField } from '../lists/useListFilters.ts';
import type { DeleteActions } from '../selection/delete-actions.ts';

// What the kit needs of a resource, derived from its contract definition alone: the form's fields,
// values and calls, the filters, the sort, the CSV, the deletes and the words.

/** A record as the kit handles any resource's: its id, version and name, then its fields. */
export type AnyRecord = { id: number; version: number; name: string } & Record<string, unknown>;

/** The form's values: every input holds a string. */
export type AnyValues = Record<string, string>;

/** A field's control and its browser-side limits. */
function inputOf(field: FieldDefinition): FieldInput {
  switch (field.type) {
    case 'text':
      return {
        type: 'text',
        maxLength: field.maxLength ?? TEXT_MAX_LENGTH,
        ...(field.placeholder && { placeholder: field.placeholder }),
      };
    case 'longText':
      return { type: 'textarea', rows: field.rows ?? 4, maxLength: field.maxLength };
    case 'date':
      // `max` is read at every render: "today" moves.
      return { type: 'date', ...(field.notInFuture && { max: localToday }) };
    case 'number':
      return { type: 'number', step: field.step ?? 1, min: field.min };
    case 'select':
      return {
        type: 'select',
        placeholder: selectPlaceholder(field),
        options: field.options.map((value) => ({ value, label: field.labels?.[value] ?? value })),
      };
  }
}

/** How a field's value reads on screen (a day, an amount), or undefined to show it as it is. */
export function displayOf(field: FieldDefinition): ((value: string) => string) | undefined {
  if (field.type === 'date') return formatDateOnly;
  if (field.type === 'number' && field.currency) return (value) => formatUsd(Number(value));
  return undefined;
}

/** A record's value of a field, as its input holds it: a missing one is an empty field. */
function valueOf(record: AnyRecord, key: string, field: FieldDefinition): string {
  const value = record[columnOf(key, field)];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  // The date is cut to its date part (docs/product.md §4).
  return field.type === 'date' ? toDateInputValue(value) : value;
}

/** An input's string as the API takes it; the schema then rejects what is wrong. */
function inputValue(field: FieldDefinition, value: string): unknown {
  switch (field.type) {
    case 'text':
    case 'date':
      return value.trim();
    case 'longText':
      // An empty or blank paragraph is sent as null (docs/product.md §5).
      return value.trim() === '' && field.optional ? null : value;
    case 'select':
      return value;
    case 'number': {
      const trimmed = value.trim();
      // 'abc' becomes NaN, which the schema refuses with the field's message.
      if (trimmed === '') return field.optional ? (field.emptyValue ?? null) : Number.NaN;
      return Number(trimmed);
    }
  }
}

/** A form field's parts a screen may add to or change (the description's live counter). */
export type FieldOverride = Partial<Omit<FormField<AnyValues>, 'key'>>;

/** Each definition's input schema, built once, on first use. */
const inputSchemas = new WeakMap<AnyResource, ReturnType<typeof anyResourceSchemas>['input']>();
function inputSchemaOf(definition: AnyResource) {
  let schema = inputSchemas.get(definition);
  if (!schema) {
    schema = anyResourceSchemas(definition).input;
    inputSchemas.set(definition, schema);
  }
  return schema;
}

/** The form modal's and the delete dialog's view of a resource (forms/resource.ts). */
export function editableResource(
  definition: AnyResource,
  overrides: Readonly<Record<string, FieldOverride>> = {},
): EditableResource<AnyRecord, AnyValues, unknown> {
  const text = resourceText(definition);
  const fields = formFields(definition);
  return {
    queryKey: [definition.key],
    fields: fields.map(([key, field]) => ({
      key,
      label: field.label,
      input: inputOf(field),
      ...(field.optional && field.optionalMark !== false && { optional: true }),
      aliases: [field.short, columnOf(key, field)].filter((alias) => alias !== undefined),
      ...(displayOf(field) && { display: displayOf(field) }),
      ...overrides[key],
    })),
    // Built when a form or an import first validates, not when the page's module loads: the list,
    // which is what a visit shows first, never needs it.
    get schema() {
      return inputSchemaOf(definition);
    },
    emptyValues: Object.fromEntries(fields.map(([key]) => [key, ''])),
    toValues: (record) =>
      Object.fromEntries(fields.map(([key, field]) => [key, valueOf(record, key, field)])),
    toInput: (values) =>
      Object.fromEntries(fields.map(([key, field]) => [key, inputValue(field, values[key] ?? '')])),
    ...recordWrites<AnyRecord, unknown, unknown>(`/${definition.key}`),
    text,
    messages: text,
  };
}

/** The list's filters as the URL holds them: the name search's text, or a select's options. */
export const filterFields = (definition: AnyResource): Record<string, FilterField> =>
  Object.fromEntries(
    Object.entries(definition.filters).flatMap(([key, filter]) => {
      const field = definition.fields[key];
      if (!filter || !field) return [];
      return [
        [
          key,
          filter.match === 'equals' && field.type === 'select'
            ? { kind: 'choice', options: field.options }
            : { kind: 'text' },
        ] as const,
      ];
    }),
  );

/** How a loaded list sorts by a key: a field's value, a select's rank, a time's instant. */
export function sortValueOf(definition: AnyResource) {
  return (record: AnyRecord, key: string): SortValue => {
    const field = definition.fields[key];
    if (!field) return record[TIME_COLUMNS[key as TimeField]] as SortValue;
    const value = record[columnOf(key, field)] as SortValue;
    if (field.type === 'select' && definition.sorts[key]?.byOptions) {
      return field.options.indexOf(String(value));
    }
    return value;
  };
}

/** The sort select's words and the keys in the URL. */
export const sortSpec = (definition: AnyResource) => ({
  keys: Object.keys(definition.sorts),
  valueOf: sortValueOf(definition),
  optionLabels: sortOptionLabels(definition),
  // Table headers sort on a wide screen; cards have none, so the select shows on every screen.
  selectOn:
    definition.list.view === 'table' ? ('narrow screens' as const) : ('every screen' as const),
});

/** 'Exportar CSV' and 'Importar CSV', from the form. */
export const csvOf = (definition: AnyResource, editable: ReturnType<typeof editableResource>) =>
  csvResource(editable, { name: resourceText(definition).fileBase, path: `/${definition.key}` });

/** Select, bulk delete and 'Deshacer'. */
export function deleteActions(definition: AnyResource): DeleteActions {
  const { remove, restore } = recordWrites<AnyRecord, unknown, unknown>(`/${definition.key}`);
  return { remove, restore, queryKey: [definition.key], text: resourceText(definition).bulk };
}
