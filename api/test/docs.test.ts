import {
  errorAnswerSchema,
  messageAnswerSchema,
  NAME_MAX_LENGTH,
  PAGE_LIMIT_MAX,
  resourceSchemas,
  startups,
  technologies,
} from '@sistema/shared/contract';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources/all-resources.ts';
import { nounsOf } from '../src/resources/resource-definition.ts';
import { servedDocument } from './helpers/served-document.ts';

// The OpenAPI document is generated from the contract's answer schemas, the ones the screens take
// their types from: a record's fields in the document are the fields of `Startup` / `Technology`,
// named so a generated client has a type of each.

type Schema = OpenAPIV3.SchemaObject;
const METHODS = ['get', 'put', 'post', 'delete'] as const;

describe('the OpenAPI document', () => {
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    ({ document } = await servedDocument());
  });

  /** The schema itself, or the named one it refers to. */
  const resolve = (schema: Schema | OpenAPIV3.ReferenceObject | undefined): Schema => {
    if (schema && '$ref' in schema) {
      const named = document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
      if (!named) throw new Error(`no schema ${schema.$ref}`);
      return resolve(named);
    }
    if (!schema) throw new Error('no schema');
    return schema;
  };
  const operation = (path: string, method: (typeof METHODS)[number]) => {
    const found = document.paths[`/v1/api${path}`]?.[method];
    if (!found) throw new Error(`no ${method.toUpperCase()} ${path}`);
    return found;
  };
  const response = (path: string, method: (typeof METHODS)[number], status: string) => {
    const answer = operation(path, method).responses[status] as OpenAPIV3.ResponseObject;
    return { answer, schema: answer.content?.['application/json']?.schema };
  };
  /** The fields of a JSON schema object, each required. */
  const fieldsOf = (schema: Schema | OpenAPIV3.ReferenceObject | undefined) => {
    const object = resolve(schema);
    const names = Object.keys(object.properties ?? {});
    expect(object.required?.slice().sort()).toEqual(names.slice().sort());
    return names;
  };
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => (item?.[method] ? [{ path, method, op: item[method] }] : [])),
    );

  // Every registered resource, a generated one too: its record named after its nouns.
  it.each(Object.values(RESOURCES).map((definition) => [definition.path, definition] as const))(
    'names the %s record after its noun and refers to it from every answer that holds one',
    (resource, definition) => {
      const name = nounsOf(definition).one;
      expect(fieldsOf(document.components?.schemas?.[name])).toEqual(
        Object.keys(definition.fields),
      );
      const recordRef = { $ref: `#/components/schemas/${name}` };
      // The whole list, or one page when `limit` was given.
      const [list, page] = resolve(response(`/${resource}/read`, 'get', '200').schema).anyOf ?? [];
      expect(fieldsOf(list)).toEqual(['data']);
      expect((resolve(list).properties?.data as OpenAPIV3.ArraySchemaObject).items).toEqual(
        recordRef,
      );
      expect(fieldsOf(page)).toEqual(['data', 'nextCursor', 'total']);

      for (const [path, method, status] of [
        [`/${resource}/create`, 'post', '201'],
        [`/${resource}/update/{id}`, 'put', '200'],
        [`/${resource}/read/{id}`, 'get', '200'],
      ] as const) {
        const saved = resolve(response(path, method, status).schema);
        expect(saved.properties?.data).toEqual(recordRef);
      }
      expect(fieldsOf(response(`/${resource}/delete/{id}`, 'delete', '200').schema)).toEqual(
        Object.keys(messageAnswerSchema.shape),
      );
      expect(response(`/${resource}/delete/{id}`, 'delete', '404').schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
      expect(Object.keys(resolve(document.components?.schemas?.Error).properties ?? {})).toEqual(
        Object.keys(errorAnswerSchema.shape),
      );
    },
  );

  it('names every operation as a person would, from the resource’s nouns', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listStartups',
        'readStartup',
        'createStartup',
        'updateStartup',
        'deleteStartup',
        'restoreStartups',
        'importStartups',
        'listTechnologies',
        'readTechnology',
        'streamChanges',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Z]\w+$/.test(id))).toBe(true);
  });

  it('declares the answers every write may give, and the headers a client needs', () => {
    for (const { path, method, op } of operations()) {
      if (method === 'get') continue;
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining(['400', '413', '415', '429', '500', '503']),
      );
    }
    const headers = (path: string, method: (typeof METHODS)[number], status: string) =>
      Object.keys(response(path, method, status).answer.headers ?? {});
    expect(headers('/startups/create', 'post', '201')).toContain('ETag');
    expect(headers('/startups/update/{id}', 'put', '412')).toContain('ETag');
    expect(headers('/technologies/read/{id}', 'get', '200')).toContain('ETag');
    expect(headers('/startups/delete/{id}', 'delete', '200')).toContain('Restore-Token');
    expect(headers('/startups/create', 'post', '429')).toEqual(
      expect.arrayContaining(['Retry-After', 'X-RateLimit-Remaining']),
    );
  });

  it('states the request limits as the server enforces them', () => {
    const input = resolve(document.components?.schemas?.StartupInput);
    expect((input.properties?.name as Schema).maxLength).toBe(NAME_MAX_LENGTH);
    const rows = resolve(document.components?.schemas?.TechnologyImportRows);
    expect((rows.properties?.rows as OpenAPIV3.ArraySchemaObject).items).toEqual({
      $ref: '#/components/schemas/TechnologyInput',
    });
    const read = operation('/startups/read', 'get');
    const parameters = new Map(
      (read.parameters as OpenAPIV3.ParameterObject[]).map((p) => [p.name, p.schema as Schema]),
    );
    expect([...parameters.keys()]).toEqual(['name', 'category', 'sort', 'limit', 'cursor']);
    expect(parameters.get('sort')?.enum).toContain('-fundingAmount');
    expect(parameters.get('limit')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: PAGE_LIMIT_MAX,
    });
  });

  it('lists the contract’s enum values', () => {
    const startup = resolve(document.components?.schemas?.Startup);
    expect((startup.properties?.category as Schema).enum).toEqual(
      resourceSchemas(startups).record.shape.category.options,
    );
    const technology = resolve(document.components?.schemas?.Technology);
    expect((technology.properties?.adoption_level as Schema).enum).toEqual(
      resourceSchemas(technologies).record.shape.adoption_level.options,
    );
  });

  it('asks for the operator’s bearer token only where it is needed, and describes the stream', () => {
    const secured = operations().filter(({ op }) => op.security?.length);
    expect(secured.map(({ op }) => op.operationId)).toEqual(['listRemoteLoadFailures']);
    expect(operations().every(({ op }) => Array.isArray(op.security))).toBe(true);
    expect(document.components?.securitySchemes?.operatorToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const stream = document.paths['/v1/api/changes']?.get?.responses['200'];
    expect(Object.keys((stream as OpenAPIV3.ResponseObject).content ?? {})).toEqual([
      'text/event-stream',
    ]);
  });
});
