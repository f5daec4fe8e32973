import { z } from './zod.ts';
import { VALIDATION_MESSAGES as V } from './messages.ts';

// Opt-in pages of a list (docs/architecture.md, API contract): `limit` asks for one page and turns
// the answer into `{ data, nextCursor, total }`; `cursor` (the previous page's nextCursor) asks for
// the next one; `sort` orders on the server. A client that sends none of them gets the whole array
// in the list's own order, as before.

/** The largest page: a page answer stays a few hundred kilobytes whatever the table's size. */
export const PAGE_LIMIT_MAX = 500;

/** The orders each list offers, as the screens write them in the URL (`name`, `-name`). */
export const STARTUP_SORT_KEYS = [
  'name',
  'foundedAt',
  'location',
  'category',
  'fundingAmount',
] as const;
export const TECHNOLOGY_SORT_KEYS = ['name', 'sector', 'adoptionLevel', 'updatedAt'] as const;

/** `key` ascending, `-key` descending. */
export const sortParams = <const K extends readonly string[]>(keys: K) =>
  keys.flatMap((key) => [key, `-${key}`]) as (K[number] | `-${K[number]}`)[];

// Query strings: an empty value means "not given", as for the filters.
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The page parameters of a list whose orders are `keys`. */
export const pageParams = (keys: readonly [string, ...string[]]) => ({
  sort: optional(
    z
      .enum(sortParams(keys) as [string, ...string[]], { error: V.sortInvalid })
      .describe('Orden: el campo ascendente, o con "-" delante descendente'),
  ),
  limit: optional(
    z
      .string({ error: V.limitInvalid })
      .regex(/^[1-9]\d{0,2}$/, V.limitInvalid)
      .transform(Number)
      .refine((limit) => limit <= PAGE_LIMIT_MAX, V.limitInvalid)
      // As the API's OpenAPI document states it: a whole number in the query, 1 to the maximum
      // (the pattern only says how the string is checked).
      .meta({ type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, pattern: undefined })
      .describe(
        `Registros por página (1 a ${String(PAGE_LIMIT_MAX)}); con él la respuesta es una página`,
      ),
  ),
  cursor: optional(
    z
      .string({ error: V.cursorInvalid })
      .regex(/^[\w-]{1,1400}$/, V.cursorInvalid)
      .describe('El nextCursor de la página anterior, tal cual'),
  ),
});

/** `{ data, nextCursor, total }`: one page, when `limit` was given. */
export const pageAnswer = <T extends z.ZodType>(record: T) =>
  z
    .object({
      data: z.array(record),
      nextCursor: z
        .string()
        .nullable()
        .describe('Para pedir la página siguiente; null en la última'),
      total: z
        .number()
        .int()
        .describe('Cuántos registros hallan los filtros, en todas las páginas'),
    })
    .meta({ description: 'Una página (con limit)' });
