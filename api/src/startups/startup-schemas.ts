import { STARTUP_CATEGORIES, type Startup } from '@sistema/shared/contract';
import { z } from 'zod';

/** A startup as the API answers it (ARCHITECTURE.md, API contract). */
export const startupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    founded_at: z.string().describe('Día de fundación, YYYY-MM-DD'),
    location: z.string().describe("'Ciudad, País'"),
    category: z.enum(STARTUP_CATEGORIES),
    funding_amount: z.number().nullable().describe('USD'),
    created_at: z.string().describe('ISO 8601, UTC'),
    updated_at: z.string().describe('ISO 8601, UTC'),
    version: z
      .number()
      .int()
      .min(1)
      .describe('1 al crearse, uno más en cada actualización; su ETag es "<version>"'),
  })
  .describe('Startup') satisfies z.ZodType<Startup>;

/** What the repository returns: the contract's `Startup`, with `founded_at` always present. */
export type StartupRecord = z.output<typeof startupSchema>;

export const startupListSchema = z.object({ data: z.array(startupSchema) });
export const startupMutationSchema = z.object({ message: z.string(), data: startupSchema });
