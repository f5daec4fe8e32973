import { z } from './zod.ts';
import type { RecordOf } from './resources/resource-schemas.ts';
import type { startups } from './resources/startups.ts';
import type { technologies } from './resources/technologies.ts';

// What the API answers (docs/architecture.md, API contract), from each resource's definition
// (resources/): the screens take their types from it, the API serialises its answers with the
// schemas resourceSchemas builds from it, and its OpenAPI document is generated from those.

/** A startup as the API returns it (snake_case, as docs/product.md §3 reads it). */
export type Startup = RecordOf<typeof startups.fields>;

/** A technology as the API returns it. */
export type Technology = RecordOf<typeof technologies.fields>;

export type StartupSavedAnswer = { message: string; data: Startup };
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
