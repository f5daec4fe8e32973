import type { FastifySchemaCompiler } from 'fastify';
import type { ZodError, ZodType } from 'zod';

/** A request part (params, body, querystring) refused by its contract schema. */
export class RequestValidationError extends Error {
  constructor(readonly zodError: ZodError) {
    super('The request does not match its schema');
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates with the contract's zod schemas as they are: no coercion (a number sent as "5" is
 * refused), unknown fields dropped. The ZodError is kept whole so the error handler can turn it
 * into the same per-field Spanish messages the forms show (`fieldErrors`).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) };
  };
