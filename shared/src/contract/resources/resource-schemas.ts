import { z } from '../zod.ts';
import { DATE_ONLY_PATTERN, isCalendarDate, latestTodayOnEarth } from '../dates.ts';
import { pageAnswer, pageParams } from '../list-pages.ts';
import { VALIDATION_MESSAGES as V } from '../messages.ts';
import { graphemeLength, isWellFormedText } from '../text-length.ts';
import {
  columnOf,
  type AnyResource,
  type FieldDefinition,
  type ResourceDefinition,
  type SnakeCase,
} from './define-resource.ts';
import { fieldMessages, searchTooLong, TEXT_MAX_LENGTH } from './resource-text.ts';

// A resource's zod schemas, from its definition: one set validates the forms in the browser and
// the bodies on the server, so a user reads the same Spanish sentence whichever side rejects the
// input; the API serialises and documents (OpenAPI) its answers with the same ones.

type Fields = Readonly<Record<string, FieldDefinition>>;

/** A field's value: one of a select's options, a number, or text. */
type ValueOf<F> = F extends { type: 'select'; options: readonly (infer O)[] }
  ? O
  : F extends { type: 'number' }
    ? number
    : string;

type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { optional: true } ? K : never;
}[keyof F] &
  string;
type RequiredKeys<F extends Fields> = Exclude<keyof F & string, OptionalKeys<F>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The body of a create or an update (what a form sends; an optional field may be null). */
export type InputOf<F extends Fields> = Simplify<
  { [K in RequiredKeys<F>]: ValueOf<F[K]> } & { [K in OptionalKeys<F>]?: ValueOf<F[K]> | null }
>;

type ColumnOf<K extends string, F> = F extends { column: infer C extends string }
  ? C
  : SnakeCase<K>;

/** A record as the API answers it: snake_case names, an optional field null when missing. */
export type RecordOf<F extends Fields> = Simplify<
  { id: number } & {
    [K in keyof F & string as ColumnOf<K, F[K]>]: F[K] extends { optional: true }
      ? ValueOf<F[K]> | null
      : ValueOf<F[K]>;
  } & { created_at: string; updated_at: string; version: number }
>;

/** The record's fields' schemas, by name: a select's keeps its options (OpenAPI reads them). */
type RecordShape<F extends Fields> = {
  [K in keyof F & string as ColumnOf<K, F[K]>]: F[K] extends { optional: true }
    ? z.ZodType<ValueOf<F[K]> | null>
    : F[K] extends { type: 'select'; options: readonly (infer O extends string)[] }
      ? z.ZodEnum<{ [V in O]: V }>
      : z.ZodType<ValueOf<F[K]>>;
} & Record<'id' | 'created_at' | 'updated_at' | 'version', z.ZodType>;

/** A list's query: each filter, then the page parameters. */
export type ListQueryOf<F extends Fields> = Simplify<
  { [K in keyof F & string]?: ValueOf<F[K]> } & { sort?: string; limit?: number; cursor?: string }
>;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * False for text holding U+0000, which PostgreSQL cannot store or compare, or half of a surrogate
 * pair (text-length.ts), which is no character at all.
 */
const isStorableText = (text: string) => !text.includes('\u0000') && isWellFormedText(text);

/**
 * At most `max` characters as a person counts them (text-length.ts), not UTF-16 code units. A
 * character is at least one code unit, so a text no longer than `max` units is never segmented
 * (segmenting was 3 % of the API's CPU on a create).
 */
const atMost = (max: number) => (text: string) => text.length <= max || graphemeLength(text) <= max;

// Spaces and invisible characters (zero-width space and joiners, word joiner, BOM, soft hyphen:
// Unicode's "format" characters) at either end: a text made only of them is empty.
const BLANK_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
const trimBlank = (text: string) => text.replace(BLANK_EDGES, '');

const maxLengthOf = (field: FieldDefinition) =>
  field.type === 'longText'
    ? field.maxLength
    : field.type === 'text'
      ? (field.maxLength ?? TEXT_MAX_LENGTH)
      : 0;

/**
 * The limit as the API's OpenAPI document states it. JSON Schema counts code points, and a
 * character is at least one: any text the document allows, the check above allows too.
 */
const documentedMaxLength = (max: number) => ({ maxLength: max });

/** One field of a create or update body. */
function inputField(field: FieldDefinition): z.ZodType {
  const m = fieldMessages(field);
  switch (field.type) {
    case 'text':
    case 'longText':
      if (field.optional) {
        // Counted and stored trimmed; nothing left (blank or invisible only) is no text: null.
        return z
          .string({ error: m.notText })
          .overwrite(trimBlank)
          .refine(atMost(maxLengthOf(field)), m.tooLong)
          .refine(isStorableText, V.forbiddenCharacter)
          .meta(documentedMaxLength(maxLengthOf(field)))
          .transform((text) => text || null)
          .nullable()
          .optional();
      }
      return z
        .string({ error: (issue) => (isMissing(issue.input) ? m.required : V.wrongType) })
        .overwrite(trimBlank)
        .min(1, m.required)
        .refine(atMost(maxLengthOf(field)), m.tooLong)
        .refine(isStorableText, V.forbiddenCharacter)
        .meta(documentedMaxLength(maxLengthOf(field)));
    case 'date': {
      const { min, notInFuture } = field;
      const day = z
        .string({ error: (issue) => (isMissing(issue.input) ? m.required : m.dateFormat) })
        .min(1, m.required)
        .regex(DATE_ONLY_PATTERN, m.dateFormat)
        .refine(isCalendarDate, m.dateFormat)
        .refine((date) => min === undefined || date >= min, m.tooEarly)
        .refine((date) => !notInFuture || date <= latestTodayOnEarth(), m.inFuture)
        .meta({ format: 'date' });
      return field.optional ? day.nullable().optional() : day;
    }
    case 'select': {
      // A missing value is "required", any other one "not valid".
      const choice = z.enum(field.options, {
        error: (issue) => (isMissing(issue.input) ? m.required : m.invalid),
      });
      return field.optional ? choice.nullable().optional() : choice;
    }
    case 'number': {
      const amount = z
        .number({ error: m.notPositive })
        .min(field.min, m.notPositive)
        .max(field.max, m.tooLarge);
      return field.optional ? amount.nullable().optional() : amount;
    }
  }
}

/** One field of a record as the API answers it, described for the OpenAPI document. */
function recordField(field: FieldDefinition): z.ZodType {
  const value =
    field.type === 'select'
      ? z.enum(field.options)
      : field.type === 'number'
        ? z.number()
        : field.type === 'date'
          ? z.string().describe(`${field.label}, YYYY-MM-DD`)
          : field.type === 'text' && field.placeholder
            ? z.string().describe(`'${field.placeholder}'`)
            : z.string();
  const described =
    field.type === 'number' && field.currency ? value.describe(field.currency) : value;
  return field.optional ? described.nullable() : described;
}

// Query strings: an empty filter means "no filter", as the screens never send one.
const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** One filter of a list's query: the name search's text, or one of a select's values. */
function filterField(field: FieldDefinition, match: 'contains' | 'equals') {
  if (match === 'equals' && field.type === 'select') {
    return optionalFilter(z.enum(field.options, { error: fieldMessages(field).invalid }));
  }
  // 'Buscar por nombre': a case-insensitive part of the text.
  const max = maxLengthOf(field) || TEXT_MAX_LENGTH;
  return optionalFilter(
    z
      .string({ error: V.wrongType })
      .refine(atMost(max), searchTooLong(field))
      .refine(isStorableText, V.forbiddenCharacter)
      .meta(documentedMaxLength(max)),
  );
}

const timestamp = z.string().describe('ISO 8601, UTC');
/** Optimistic concurrency: sent back as `If-Match: "<version>"` on update and delete. */
const version = z
  .number()
  .int()
  .min(1)
  .describe('1 al crearse, uno más en cada actualización; su ETag es "<version>"');

/** `{ data: [...] }`: a list; `{ data, nextCursor, total }` when a page was asked (list-pages.ts). */
export const listAnswer = <T extends z.ZodType>(record: T) =>
  z.union([z.object({ data: z.array(record) }), pageAnswer(record)]);
/** `{ message, data }`: a create or an update, with the success message the banner shows. */
export const savedAnswer = <T extends z.ZodType>(record: T) =>
  z.object({ message: z.string(), data: record });

/** 'startups' → 'Startup': the record's name in the OpenAPI document. */
const schemaTitle = (key: string) => {
  const one = key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.replace(/s$/, '');
  return one.charAt(0).toUpperCase() + one.slice(1);
};

const entries = <T>(record: Readonly<Partial<Record<string, T>>>) =>
  Object.entries(record).filter((entry): entry is [string, T] => entry[1] !== undefined);

/** The contract's schemas of a resource, untyped (any definition, as the API's list holds them). */
export function anyResourceSchemas(definition: AnyResource) {
  const fields = Object.entries(definition.fields);
  const record = z
    .object({
      id: z.number().int(),
      ...Object.fromEntries(
        fields.map(([key, field]) => [columnOf(key, field), recordField(field)]),
      ),
      created_at: timestamp,
      updated_at: timestamp,
      version,
    })
    .meta({ title: schemaTitle(definition.key) });
  const input = z.object(
    Object.fromEntries(fields.map(([key, field]) => [key, inputField(field)])),
  );
  const filters = entries(definition.filters).map(([key, filter]) => {
    const field = definition.fields[key];
    if (!field) throw new Error(`${definition.key}: a filter on no field, ${key}`);
    return [key, filterField(field, filter.match)] as const;
  });
  const sortKeys = Object.keys(definition.sorts) as [string, ...string[]];
  const listQuery = z.object({ ...Object.fromEntries(filters), ...pageParams(sortKeys) });
  return {
    record,
    input,
    listQuery,
    listAnswer: listAnswer(record),
    savedAnswer: savedAnswer(record),
  };
}

/** The contract's schemas of a resource, typed from its definition. */
export function resourceSchemas<F extends Fields>(definition: ResourceDefinition<F>) {
  // The shapes are built from the same fields the types map, so they parse to these types.
  const schemas = anyResourceSchemas(definition);
  return {
    ...schemas,
    record: schemas.record as unknown as z.ZodType<RecordOf<F>> & { shape: RecordShape<F> },
    input: schemas.input as unknown as z.ZodType<InputOf<F>, InputOf<F>>,
    listQuery: schemas.listQuery as unknown as z.ZodType<ListQueryOf<F>>,
  };
}
