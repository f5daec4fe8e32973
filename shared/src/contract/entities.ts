import { pageAnswer } from './list-pages.ts';
import { z } from './zod.ts';
import { ADOPTION_LEVELS, STARTUP_CATEGORIES, TECHNOLOGY_SECTORS } from './enums.ts';

// What the API answers (docs/architecture.md, API contract), defined once: the screens take their types
// from these schemas, the API serialises its answers with them, and its OpenAPI document is
// generated from them. A new field of a record is one line here.

const timestamp = z.string().describe('ISO 8601, UTC');
/** Optimistic concurrency: sent back as `If-Match: "<version>"` on update and delete. */
const version = z
  .number()
  .int()
  .min(1)
  .describe('1 al crearse, uno más en cada actualización; su ETag es "<version>"');

/** A startup as the API returns it (snake_case, as docs/product.md §3 reads it). */
export const startupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    founded_at: z.string().describe('Día de fundación, YYYY-MM-DD'),
    location: z.string().describe("'Ciudad, País'"),
    category: z.enum(STARTUP_CATEGORIES),
    funding_amount: z.number().nullable().describe('USD'),
    created_at: timestamp,
    updated_at: timestamp,
    version,
  })
  .meta({ title: 'Startup' });
export type Startup = z.output<typeof startupSchema>;

/** A technology as the API returns it. */
export const technologySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sector: z.enum(TECHNOLOGY_SECTORS),
    description: z.string().nullable(),
    adoption_level: z.enum(ADOPTION_LEVELS),
    created_at: timestamp,
    updated_at: timestamp,
    version,
  })
  .meta({ title: 'Technology' });
export type Technology = z.output<typeof technologySchema>;

/** `{ data: [...] }`: a list; `{ data, nextCursor, total }` when a page was asked (list-pages.ts). */
const listAnswer = <T extends z.ZodType>(record: T) =>
  z.union([z.object({ data: z.array(record) }), pageAnswer(record)]);
/** `{ message, data }`: a create or an update, with the success message the banner shows. */
const savedAnswer = <T extends z.ZodType>(record: T) =>
  z.object({ message: z.string(), data: record });

export const startupListAnswerSchema = listAnswer(startupSchema);
export const startupSavedAnswerSchema = savedAnswer(startupSchema);
export type StartupSavedAnswer = z.output<typeof startupSavedAnswerSchema>;

export const technologyListAnswerSchema = listAnswer(technologySchema);
export const technologySavedAnswerSchema = savedAnswer(technologySchema);
export type TechnologySavedAnswer = z.output<typeof technologySavedAnswerSchema>;

/** `{ message }`: a delete. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** Every error, the framework's and the proxies' included. */
export const errorAnswerSchema = z.object({
  error: z.string().describe('Mensaje en español para el usuario'),
  details: z
    .record(z.string(), z.string())
    .optional()
    .describe('Mensaje por campo, cuando la entrada no es válida'),
});
