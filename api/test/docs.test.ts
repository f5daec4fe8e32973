import {
  errorAnswerSchema,
  messageAnswerSchema,
  startupSchema,
  technologySchema,
} from '@sistema/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { NO_TABLE_CHANGES } from '../src/db/table-changes.ts';

// The OpenAPI document is generated from the contract's answer schemas, the ones the screens take
// their types from: a record's fields in the document are the fields of `Startup` / `Technology`.

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> }
    >
  >;
}

// Writing the document touches no table.
const noDatabase: Database = {
  kind: 'postgres',
  changes: NO_TABLE_CHANGES,
  query: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  close: () => Promise.resolve(),
};

describe('the OpenAPI document', () => {
  let app: App | undefined;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await buildApp({ db: noDatabase, corsOrigins: [] });
    document = (await app.inject({ method: 'GET', url: '/v1/api/docs/json' })).json();
  });
  afterAll(async () => {
    await app?.close();
  });

  const answer = (path: string, method: string, status: string): JsonSchema => {
    const schema =
      document.paths[`/v1/api${path}`]?.[method]?.responses[status]?.content['application/json']
        ?.schema;
    if (!schema) throw new Error(`no ${status} answer for ${method.toUpperCase()} ${path}`);
    return schema;
  };
  /** The fields of a JSON schema object, each required. */
  const fieldsOf = (schema: JsonSchema | undefined) => {
    const names = Object.keys(schema?.properties ?? {});
    expect(schema?.required?.slice().sort()).toEqual(names.slice().sort());
    return names;
  };

  it.each([
    ['startups', startupSchema],
    ['technologies', technologySchema],
  ] as const)(
    'describes the %s list and saved answers with the fields of the record type',
    (resource, record) => {
      const fields = Object.keys(record.shape);
      // The whole list, or one page when `limit` was given.
      const [list, page] = answer(`/${resource}/read`, 'get', '200').anyOf ?? [];
      expect(fieldsOf(list)).toEqual(['data']);
      expect(fieldsOf(list?.properties?.data?.items)).toEqual(fields);
      expect(fieldsOf(page)).toEqual(['data', 'nextCursor', 'total']);
      expect(fieldsOf(page?.properties?.data?.items)).toEqual(fields);

      for (const [path, method, status] of [
        [`/${resource}/create`, 'post', '201'],
        [`/${resource}/update/{id}`, 'put', '200'],
      ] as const) {
        const saved = answer(path, method, status);
        expect(fieldsOf(saved)).toEqual(['message', 'data']);
        expect(fieldsOf(saved.properties?.data)).toEqual(fields);
      }
      expect(
        Object.keys(answer(`/${resource}/delete/{id}`, 'delete', '200').properties ?? {}),
      ).toEqual(Object.keys(messageAnswerSchema.shape));
      expect(
        Object.keys(answer(`/${resource}/delete/{id}`, 'delete', '404').properties ?? {}),
      ).toEqual(Object.keys(errorAnswerSchema.shape));
    },
  );

  it('documents the page parameters of the startups list, with the sorts it offers', () => {
    const read = (document.paths['/v1/api/startups/read']?.get ?? {}) as {
      parameters?: { name: string; schema: JsonSchema }[];
    };
    const parameters = new Map(read.parameters?.map((p) => [p.name, p.schema]));
    expect([...parameters.keys()]).toEqual(['name', 'category', 'sort', 'limit', 'cursor']);
    expect(parameters.get('sort')?.enum).toContain('-fundingAmount');
  });

  it('lists the contract’s enum values', () => {
    const startup = answer('/startups/read', 'get', '200').anyOf?.[0]?.properties?.data?.items;
    expect(startup?.properties?.category?.enum).toEqual(startupSchema.shape.category.options);
    const technology = answer('/technologies/read', 'get', '200').anyOf?.[0]?.properties?.data
      ?.items;
    expect(technology?.properties?.adoption_level?.enum).toEqual(
      technologySchema.shape.adoption_level.options,
    );
  });
});
