import { errorAnswerSchema } from '@sistema/shared/contract';
import { z } from 'zod';

// Route pieces shared by both record types. The answers' shapes are the contract's.

const MAX_ID = 2_147_483_647; // PostgreSQL integer

/**
 * An id in the path: a positive integer in the column's range. Anything else names no record, so
 * the error handler answers 404 (not 400) for a refused `params`.
 */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((id) => id <= MAX_ID)
    .describe('Identificador entero positivo'),
});

// The answers each route names itself; those every route or every write may give (413, 415, 429,
// 500, 503) and the descriptions of all are added to the OpenAPI document by http/docs.ts.
export const errorResponses = { 400: errorAnswerSchema } as const;
/** A create may also meet a reused Idempotency-Key (422). */
export const createErrorResponses = { 400: errorAnswerSchema, 422: errorAnswerSchema } as const;
export const notFoundResponses = { 400: errorAnswerSchema, 404: errorAnswerSchema } as const;
