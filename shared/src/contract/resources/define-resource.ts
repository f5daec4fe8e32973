// One definition per resource (docs/decisions/016-one-definition-per-resource-in-the-contract.md):
// plain data, no React and no SQL, so the API and the screens read the same one. Every Spanish text
// of the kit, the API's definition, the zod schemas, OpenAPI, CSV and the form derive from it.

/** A Spanish noun's grammatical gender: la startup, la tecnología, el inversionista. */
export type Gender = 'f' | 'm';

/** The record type's name, in lower case as it reads mid-sentence ('startup', 'startups'). */
export interface ResourceNoun {
  singular: string;
  plural: string;
  gender: Gender;
}

interface FieldBase {
  /** The form's label and the table's header ('Nombre', 'Fecha de fundación'). */
  label: string;
  /** The gender of the field's noun, for its messages ('El nombre es requerido'). */
  gender: Gender;
  /** The noun its messages use when the label is not one ('monto de inversión' for 'Monto… (USD)'). */
  noun?: string;
  /** A short label for a column header and the sort select ('Fundación'); else the label. */
  short?: string;
  /** Marks the label '(opcional)'; the API accepts the field missing or null. */
  optional?: boolean;
  /** False: an optional field's label stays without '(opcional)' (the product's description). */
  optionalMark?: false;
  /** The record's (and the table column's) name when it is not the key in snake_case. */
  column?: string;
}

/** A line of text, required unless optional; trimmed, at most `maxLength` characters (120). */
export interface TextField extends FieldBase {
  type: 'text';
  maxLength?: number;
  placeholder?: string;
}

/** The name every resource is searched and sorted by ('Buscar por nombre'). */
export const nameField: TextField = { type: 'text', label: 'Nombre', gender: 'm' };

/** A paragraph (a textarea): an empty one is stored as null. */
export interface LongTextField extends FieldBase {
  type: 'longText';
  maxLength: number;
  rows?: number;
}

/** A calendar day, YYYY-MM-DD. */
export interface DateField extends FieldBase {
  type: 'date';
  /** The earliest day accepted (a date input's min). */
  min?: string;
  /** Not after today anywhere on Earth (a founding date). */
  notInFuture?: boolean;
}

/** One of a closed set of values, shown as their label when `labels` gives one. */
export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly [string, ...string[]];
  labels?: Readonly<Record<string, string>>;
  /** The empty first option; 'Selecciona una categoría' from the noun by default. */
  placeholder?: string;
}

/** A number between `min` and `max`, typed in steps of `step`. */
export interface NumberField extends FieldBase {
  type: 'number';
  min: number;
  max: number;
  step?: number;
  /** 'USD': shown as currency, and named in the too-large message. */
  currency?: 'USD';
  /** What an empty optional input is sent as (the startup form sends 0); null by default. */
  emptyValue?: number | null;
}

export type FieldDefinition = TextField | LongTextField | DateField | SelectField | NumberField;

/**
 * A list filter on a field, by its key: `contains` is the name search ('Buscar por nombre', case
 * and accents ignored); `equals` a select whose first option filters nothing (`all`).
 */
export type FilterDefinition = { match: 'contains' } | { match: 'equals'; all: string };

/** The records' own times, besides their fields. */
export type TimeField = 'createdAt' | 'updatedAt';

/**
 * A sort offered on a field (or a time), by its key in the URL (`?sort=name`, `?sort=-name`).
 * `label` prefixes the two options ('Fundación (más antigua primero)'); `byOptions` orders a select
 * by its options' order (a life cycle), not alphabetically.
 */
export interface SortDefinition {
  label?: string;
  byOptions?: boolean;
  /** Both options' words, when the derived ones do not fit. */
  options?: readonly [string, string];
}

/** A table column: the field, how its cell wraps, and its width in the virtualised table. */
export interface TableColumn<K extends string = string> {
  field: K;
  /** Long text wraps instead of widening the column. */
  wrap?: boolean;
  /** The column's width once only some rows are in the DOM ('8.5rem'; 'auto' shares the rest). */
  width?: string;
}

/**
 * A card: its first field is the heading, `badge` stands beside it, the other fields are lines
 * under it (a long text clamped, with 'Ver más'), and `time` closes it ('Actualizado: …').
 */
export interface CardShape<K extends string = string> {
  view: 'cards';
  fields: readonly K[];
  badge?: K;
  time?: TimeField;
}

/**
 * How the list shows its records: a table (stacked items on a phone) with sortable headers, or a
 * grid of cards sorted by the select.
 */
export type ListShape<K extends string = string> =
  { view: 'table'; columns: readonly (K | TableColumn<K>)[]; actionsWidth?: string } | CardShape<K>;

export interface ResourceDefinition<
  F extends Readonly<Record<string, FieldDefinition>>,
  Key extends string = string,
> {
  /** The API path segment, the table, the query key and the route: 'startups'. */
  key: Key;
  noun: ResourceNoun;
  /** In the record's order; the form's order too unless `form` gives another. */
  fields: F;
  form?: readonly (keyof F & string)[];
  /** Declared once: the API's query, the list cache, the filter card and the URL read it. */
  filters: Readonly<Partial<Record<keyof F & string, FilterDefinition>>>;
  sorts: Readonly<Partial<Record<(keyof F & string) | TimeField, SortDefinition>>>;
  /** The list's own order, newest first ('Más recientes primero'). */
  order: { by: TimeField; direction: 'desc' };
  list: ListShape<keyof F & string>;
  /** A text that does not follow the grammar: given here, it wins over the derived one. */
  text?: Partial<Record<string, string>>;
  /** The CSV file's name before the day; the plural without accents by default. */
  fileName?: string;
}

/** Checks a definition and keeps its literal types (keys, options) for the types derived from it. */
export const defineResource = <
  const F extends Readonly<Record<string, FieldDefinition>>,
  const Key extends string,
>(
  definition: ResourceDefinition<F, Key>,
): ResourceDefinition<F, Key> => definition;

/**
 * Any resource's definition, as the list of all of them and the generic code hold it. Its own
 * interface, not ResourceDefinition<Record<string, …>>: the keys of a definition's fields are
 * narrower than `string`, and TypeScript would compare those contravariantly.
 */
export interface AnyResource {
  key: string;
  noun: ResourceNoun;
  fields: Readonly<Record<string, FieldDefinition>>;
  form?: readonly string[];
  filters: Readonly<Partial<Record<string, FilterDefinition>>>;
  sorts: Readonly<Partial<Record<string, SortDefinition>>>;
  order: { by: TimeField; direction: 'desc' };
  list: ListShape;
  text?: Partial<Record<string, string>>;
  fileName?: string;
}

/** 'foundedAt' → 'founded_at': the record's name of a field. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The record's (the API answer's and the table's) name of a field. */
export const columnOf = (key: string, field: FieldDefinition) => field.column ?? snakeCase(key);

/** The record's name of a time field. */
export const TIME_COLUMNS: Record<TimeField, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** The fields in the form's order, with their keys. */
export const formFields = (definition: AnyResource) =>
  (definition.form ?? Object.keys(definition.fields)).map((key) => {
    const field = definition.fields[key];
    if (!field) throw new Error(`${definition.key}: no field ${key}`);
    return [key, field] as const;
  });
