import { ADOPTION_LEVELS, TECHNOLOGY_SECTORS, type Technology } from '@sistema/shared/contract';
import { z } from 'zod';

/** A technology as the API answers it (ARCHITECTURE.md, API contract). */
export const technologySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sector: z.enum(TECHNOLOGY_SECTORS),
    description: z.string().nullable(),
    adoption_level: z.enum(ADOPTION_LEVELS),
    created_at: z.string().describe('ISO 8601, UTC'),
    updated_at: z.string().describe('ISO 8601, UTC'),
    version: z
      .number()
      .int()
      .min(1)
      .describe('1 al crearse, uno más en cada actualización; su ETag es "<version>"'),
  })
  .describe('Technology') satisfies z.ZodType<Technology>;

export const technologyListSchema = z.object({ data: z.array(technologySchema) });
export const technologyMutationSchema = z.object({ message: z.string(), data: technologySchema });
