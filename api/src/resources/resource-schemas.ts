import {
  errorAnswerSchema,
  IMPORT_BATCH_MAX_ROWS,
  importAnswerSchema,
  importBodySchema,
  importRowErrorsSchema,
  messageAnswerSchema,
  restoreInputSchema,
} from '@sistema/shared/contract';
import { z } from 'zod';
import { conflictSchema } from '../http/if-match.ts';
import { nounsOf, type AnyResourceDefinition, type BaseRecord } from './resource-definition.ts';

// The answers every resource's routes share in shape, built once per resource from its definition
// and named in zod's global registry: the OpenAPI document then refers to each by name
// (`#/components/schemas/Startup`) instead of repeating it, and a generated client gets a type per
// name. Built once per record schema, not per app or per copy of a definition: the registry holds
// one schema per name.

export interface ResourceSchemas<Item extends BaseRecord> {
  /** `{ data }`: one record read by its id. */
  one: z.ZodType<{ data: Item }>;
  /** `{ error, data }`: a conditional write refused (412) with the record as it is now. */
  conflict: z.ZodType;
  /** `{ message, data: [...] }`: the records a restore put back. */
  restored: z.ZodType;
  /**
   * The import's body as a client should send it: each row a create's body. The route checks the
   * rows one by one itself, to list every wrong row (csv-import/import-routes.ts).
   */
  importRows: z.ZodType;
}

const built = new WeakMap<object, ResourceSchemas<BaseRecord>>();

/** Names `schema` in the global registry, keeping its other metadata (title, description). */
function name<S extends z.ZodType>(schema: S, id: string): S {
  const meta = z.globalRegistry.get(schema);
  if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
  return schema;
}

/**
 * Names a schema only requests use. The OpenAPI generation names the request side of every named
 * schema `<name>Input` and the answer side `<name>`, and refuses two schemas that would share a
 * name that way (the record Startup's request side is StartupInput); http/docs.ts takes
 * `RequestInput` off again (StartupInputRequestInput → StartupInput) once the unused sides are gone.
 */
function nameRequest<S extends z.ZodType>(schema: S, id: string): S {
  return name(schema, `${id}${REQUEST_SUFFIX}`);
}
export const REQUEST_SUFFIX = 'Request';

/** The schemas every resource shares, named: the error body, the delete's message... */
export function nameSharedSchemas() {
  name(errorAnswerSchema, 'Error');
  name(messageAnswerSchema, 'Message');
  nameRequest(restoreInputSchema, 'RestoreTokens');
  name(importAnswerSchema, 'ImportResult');
  name(importRowErrorsSchema, 'ImportRowErrors');
}

/** The definition's answers, named after its nouns (Startup, StartupPage, StartupSaved...). */
export function resourceSchemas<Item extends BaseRecord>(definition: {
  path: string;
  schemas: AnyResourceDefinition['schemas'] & { record: z.ZodType<Item> };
}): ResourceSchemas<Item> {
  const known = built.get(definition.schemas.record);
  if (known) return known as ResourceSchemas<Item>;
  nameSharedSchemas();
  const { one, many } = nounsOf(definition);
  const { record, input, listAnswer, savedAnswer } = definition.schemas;
  name(record, one);
  nameRequest(input, `${one}Input`);
  name(savedAnswer, `${one}Saved`);
  if (listAnswer instanceof z.ZodUnion) {
    for (const option of listAnswer.options as z.ZodType[]) {
      const paged = option instanceof z.ZodObject && 'total' in option.shape;
      name(option, paged ? `${one}Page` : `${many}List`);
    }
  }
  const schemas: ResourceSchemas<Item> = {
    one: name(z.object({ data: record }), `${one}Answer`),
    conflict: name(conflictSchema(record), `${one}Conflict`),
    restored: name(z.object({ message: z.string(), data: z.array(record) }), `${many}Restored`),
    importRows: nameRequest(
      importBodySchema.extend({
        rows: z.array(input).min(1).max(IMPORT_BATCH_MAX_ROWS),
      }),
      `${one}ImportRows`,
    ),
  };
  built.set(definition.schemas.record, schemas);
  return schemas;
}
