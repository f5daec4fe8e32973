import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { servedDocument } from '../helpers/served-document.ts';

// Conformance, as a validating proxy would check it: requests generated from the served document
// itself, valid and invalid, to every operation; every answer must be one the document declares
// (status, content type, body schema, checked with ajv), and no request the document allows may
// be refused for its shape (400, 413, 415). Business rules the document cannot state (a founding
// day in the future, a cursor the server never made) are kept out of the valid requests.

type Schema = OpenAPIV3.SchemaObject;
type Method = 'get' | 'post' | 'put' | 'delete';
interface Operation {
  method: Method;
  path: string;
  op: OpenAPIV3.OperationObject;
}
interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const VISIBLE = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzÁÉÑñ0123456789'.split('')),
  minLength: 1,
  maxLength: 20,
});
const PAST_DAY = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2020-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describeOnBackends('conformance with the served document', (context) => {
  let document: OpenAPIV3.Document;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    ({ document } = await servedDocument());
    ajv.addSchema({ components: document.components }, 'doc');
  });

  const resolve = (schema: Schema | OpenAPIV3.ReferenceObject): Schema =>
    '$ref' in schema
      ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {})
      : schema;

  /** Values the schema allows: enums, bounded numbers, visible text within its length. */
  const valid = (reference: Schema | OpenAPIV3.ReferenceObject): fc.Arbitrary<unknown> => {
    const schema = resolve(reference);
    if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
    switch (schema.type) {
      case 'string':
        if (schema.format === 'date') return PAST_DAY;
        if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
        return VISIBLE.map((text) => text.slice(0, schema.maxLength ?? 20));
      case 'integer':
        return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1e6, 1e6) });
      case 'number':
        return fc.integer({ min: schema.minimum ?? 0, max: 1e9 });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valid(schema.items), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      default: {
        const properties = Object.entries(schema.properties ?? {});
        const required = new Set(schema.required ?? []);
        return fc.record(Object.fromEntries(properties.map(([name, s]) => [name, valid(s)])), {
          requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
        });
      }
    }
  };

  const operations = (): Operation[] =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
        const op = item?.[method];
        // The stream never ends (its answers are checked in test/live); the operator's endpoint
        // answers 403 without its token, checked in test/remote-loads.
        return op && op.operationId !== 'streamChanges' ? [{ method, path, op }] : [];
      }),
    );

  /** A request to `operation`: valid, or with one part (query, body or media type) wrong. */
  const request = (
    { method, path, op }: Operation,
    id: string,
    wrong: 'none' | 'body' | 'query' | 'media',
  ): fc.Arbitrary<Request> => {
    const query = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
    const queryValues = fc.record(
      Object.fromEntries(
        query
          // A cursor is opaque: only the nextCursor of a page the server sent is one.
          .filter((p) => p.in === 'query' && (wrong === 'query' || p.name !== 'cursor'))
          .map((p) => [
            p.name,
            wrong === 'query'
              ? fc.constantFrom('¿?', '-1', 'x'.repeat(2000))
              : valid(p.schema ?? {}),
          ]),
      ),
      { requiredKeys: [] },
    );
    const bodySchema = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
      'application/json'
    ]?.schema;
    const body: fc.Arbitrary<unknown> = bodySchema
      ? wrong === 'body'
        ? fc.oneof(fc.constant({}), fc.constant([]), fc.constant({ name: 5, rows: 'x', tokens: 1 }))
        : valid(bodySchema)
      : fc.constant(undefined);
    return fc.tuple(queryValues, body).map(([values, payload]) => {
      const search = new URLSearchParams(
        Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]),
      ).toString();
      const headers: Record<string, string> = {};
      if (payload !== undefined) {
        headers['content-type'] = wrong === 'media' ? 'text/plain' : 'application/json';
      }
      return {
        method: method.toUpperCase(),
        url: `${path.replace('{id}', id)}${search ? `?${search}` : ''}`,
        headers,
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      };
    });
  };

  /** Why the answer is not one the document declares for the operation, or undefined. */
  const undeclared = (
    op: OpenAPIV3.OperationObject,
    status: number,
    type: string,
    body: string,
  ) => {
    const declared = op.responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
    if (!declared) return `status ${String(status)} not declared`;
    const media = type.split(';')[0]?.trim() ?? '';
    const content = declared.content?.[media];
    if (!content?.schema) return `${media} not declared for ${String(status)}`;
    const key = `${op.operationId ?? ''} ${String(status)}`;
    let validate = validators.get(key);
    if (!validate) {
      const schema = JSON.parse(
        JSON.stringify(content.schema).replaceAll('"#/components/', '"doc#/components/'),
      ) as object;
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    return validate(JSON.parse(body)) ? undefined : `body: ${ajv.errorsText(validate.errors)}`;
  };

  it('answers only as the document declares, and accepts every request it allows', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations()) {
      for (const wrong of ['none', 'body', 'query', 'media'] as const) {
        // The first startup and technology exist (created by the valid creates before them).
        const requests = fc.sample(request(operation, '1', wrong), { numRuns: 6, seed: 36 });
        for (const sentRequest of requests) {
          const answer = await context.app.inject(sentRequest);
          sent += 1;
          const where = `${sentRequest.method} ${sentRequest.url} (${wrong})`;
          const problem = undeclared(
            operation.op,
            answer.statusCode,
            String(answer.headers['content-type'] ?? ''),
            answer.body,
          );
          if (problem) problems.push(`${where}: ${problem}`);
          if (wrong === 'none' && [400, 413, 415].includes(answer.statusCode)) {
            problems.push(`${where}: refused a request the document allows: ${answer.body}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });
});
