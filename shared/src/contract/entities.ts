import { z } from './zod.ts';
import { STARTUP_SCHEMAS, TECHNOLOGY_SCHEMAS } from './schemas.ts';

// What the API answers (docs/architecture.md, API contract), built from each resource's definition
// (resources/): the screens take their types from these schemas, the API serialises its answers
// with them, and its OpenAPI document is generated from them.

/** A startup as the API returns it (snake_case, as docs/product.md §3 reads it). */
export const startupSchema = STARTUP_SCHEMAS.record;
export type Startup = z.output<typeof startupSchema>;

/** A technology as the API returns it. */
export const technologySchema = TECHNOLOGY_SCHEMAS.record;
export type Technology = z.output<typeof technologySchema>;

export const startupListAnswerSchema = STARTUP_SCHEMAS.listAnswer;
export const startupSavedAnswerSchema = STARTUP_SCHEMAS.savedAnswer;
export type StartupSavedAnswer = { message: string; data: Startup };

export const technologyListAnswerSchema = TECHNOLOGY_SCHEMAS.listAnswer;
export const technologySavedAnswerSchema = TECHNOLOGY_SCHEMAS.savedAnswer;
export type TechnologySavedAnswer = { message: string; data: Technology };

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
