import { resourceSchemas, startups, VALIDATION_MESSAGES } from '@sistema/shared/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import {
  QUERY_MEMO_SIZE,
  RequestValidationError,
  validatorCompiler,
} from '../../src/http/validation.ts';

// A list's accepted query is remembered (http/validation.ts): later reads of the same query get
// the same value, refused queries are refused every time, and nothing else changes.

type Result = { value?: unknown; error?: Error | FastifySchemaValidationError[] };

const compile = (schema: ZodType, httpPart: string) =>
  validatorCompiler({ schema, method: 'GET', url: '/read', httpPart }) as (data: unknown) => Result;

/** A schema that counts how many times it actually validates. */
function countingSchema() {
  const calls = { count: 0 };
  const schema = z.object({ name: z.string().optional() }).refine(() => {
    calls.count += 1;
    return true;
  });
  return { calls, schema };
}

const messageOf = (result: Result) =>
  result.error instanceof RequestValidationError ? result.error.zodError.issues[0]?.message : null;

describe('query validation', () => {
  it('gives a remembered query the value zod gives it, frozen', () => {
    const validate = compile(resourceSchemas(startups).listQuery, 'querystring');
    const first = validate({ name: 'quetzal', limit: '20', ignored: 'x' });
    const again = validate({ name: 'quetzal', limit: '20', ignored: 'x' });
    expect(first.value).toEqual({ name: 'quetzal', limit: 20 });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(again.value)).toBe(true);
  });

  it('refuses a refused query every time, with its Spanish message', () => {
    const validate = compile(resourceSchemas(startups).listQuery, 'querystring');
    const answers = [validate({ limit: '0' }), validate({ limit: '0' })];
    expect(answers.map(messageOf)).toEqual([
      VALIDATION_MESSAGES.limitInvalid,
      VALIDATION_MESSAGES.limitInvalid,
    ]);
  });

  it('validates again a query forgotten past its bound, and never remembers bodies', () => {
    const queries = countingSchema();
    const validate = compile(queries.schema, 'querystring');
    validate({ name: 'first' });
    validate({ name: 'first' });
    expect(queries.calls.count).toBe(1);
    for (let i = 0; i < QUERY_MEMO_SIZE; i += 1) validate({ name: `other ${String(i)}` });
    validate({ name: 'first' });
    expect(queries.calls.count).toBe(QUERY_MEMO_SIZE + 2);

    const bodies = countingSchema();
    const validateBody = compile(bodies.schema, 'body');
    validateBody({ name: 'same' });
    validateBody({ name: 'same' });
    expect(bodies.calls.count).toBe(2);
  });
});
