import type { z } from './zod.ts';
import type { InputOf, ListQueryOf } from './resources/resource-schemas.ts';
import { startups } from './resources/startups.ts';
import { technologies } from './resources/technologies.ts';

// Each resource's schemas come from its definition (resources/, resourceSchemas): one set validates
// the forms in the browser and the bodies on the server, so a user reads the same Spanish sentence
// whichever side rejects the input. They are built where they are used, not here: built at module
// load, they cost every page's start in the browser for schemas it needs only once a form opens.

export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = technologies.fields.description.maxLength;
export const FUNDING_STEP = startups.fields.fundingAmount.step;
export const FUNDING_MAX = startups.fields.fundingAmount.max;

export type StartupInput = InputOf<typeof startups.fields>;
export type TechnologyInput = InputOf<typeof technologies.fields>;
export type StartupListQuery = ListQueryOf<typeof startups.fields>;
export type TechnologyListQuery = ListQueryOf<typeof technologies.fields>;

/** The first message for each top-level field: what a form shows under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
