import type { z } from './zod.ts';
import { resourceSchemas } from './resources/resource-schemas.ts';
import { startups } from './resources/startups.ts';
import { technologies } from './resources/technologies.ts';

// Each resource's schemas, from its definition (resources/): one set validates the forms in the
// browser and the bodies on the server, so a user reads the same Spanish sentence whichever side
// rejects the input.

export const STARTUP_SCHEMAS = resourceSchemas(startups);
export const TECHNOLOGY_SCHEMAS = resourceSchemas(technologies);

export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = technologies.fields.description.maxLength;
export const FUNDING_STEP = startups.fields.fundingAmount.step;
export const FUNDING_MAX = startups.fields.fundingAmount.max;

export const startupInputSchema = STARTUP_SCHEMAS.input;
export type StartupInput = z.input<typeof startupInputSchema>;

export const technologyInputSchema = TECHNOLOGY_SCHEMAS.input;
export type TechnologyInput = z.input<typeof technologyInputSchema>;

export const startupListQuerySchema = STARTUP_SCHEMAS.listQuery;
export type StartupListQuery = z.output<typeof startupListQuerySchema>;

export const technologyListQuerySchema = TECHNOLOGY_SCHEMAS.listQuery;
export type TechnologyListQuery = z.output<typeof technologyListQuerySchema>;

/** The first message for each top-level field: what a form shows under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
