import type { FastifySchemaCompiler } from 'fastify';
import type { ZodError, ZodType } from 'zod';

/** A request part (params, body, querystring) refused by its contract schema. */
export class RequestValidationError extends Error {
  constructor(readonly zodError: ZodError) {
    super('The request does not match its schema');
    this.name = 'RequestValidationError';
  }
}

/** Distinct accepted query strings remembered per route (see memoizedQueries). */
export const QUERY_MEMO_SIZE = 256;

const validate = (schema: ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success
    ? { value: result.data }
    : { error: new RequestValidationError(result.error) };
};

/**
 * A list's query is validated anew on every read, though a screen asks for the same few queries
 * again and again: zod took 5 % of the CPU of a list answered from the cache. The query schemas
 * are pure (the same query always gives the same value or the same error), so an accepted query's
 * value is remembered, by the parsed query's JSON, and shared, frozen, by later reads; a refused
 * one is validated again (its error answer is built per request anyway). Bounded: past
 * QUERY_MEMO_SIZE queries, the oldest is forgotten.
 */
function memoizedQueries(schema: ZodType) {
  const accepted = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const known = accepted.get(key);
    if (known) return known;
    const result = validate(schema, data);
    if ('value' in result) {
      accepted.set(key, { value: Object.freeze(result.value) });
      if (accepted.size > QUERY_MEMO_SIZE) accepted.delete(accepted.keys().next().value ?? '');
    }
    return result;
  };
}

/**
 * Validates with the contract's zod schemas as they are: no coercion (a number sent as "5" is
 * refused), unknown fields dropped. The ZodError is kept whole so the error handler can turn it
 * into the same per-field Spanish messages the forms show (`fieldErrors`).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) =>
  httpPart === 'querystring' ? memoizedQueries(schema) : (data) => validate(schema, data);
