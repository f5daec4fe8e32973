import {
  errorAnswerSchema,
  IMPORT_MESSAGES,
  importAnswerSchema,
  importBodySchema,
  importDoneMessage,
  importRowErrorsSchema,
  fieldErrors,
  type ImportRowErrors,
} from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  nounsOf,
  type BaseRecord,
  type ResourceDefinition,
} from '../resources/resource-definition.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { resourceSchemas } from '../resources/resource-schemas.ts';
import { importBatch } from './import-batch.ts';

/**
 * `POST /v1/api/<path>/import` (docs/architecture.md, API contract): one batch of a CSV file's rows,
 * each checked with the resource's create schema (the form's Spanish messages). One wrong row
 * refuses the batch (400, every wrong row listed) and stores nothing; else the batch is stored in
 * one transaction and the answer says how many rows were new and how many were already imported.
 * Registered with the same prefix as the resource's other routes.
 */
export function importRoutes<Item extends BaseRecord, Values, Query>(
  definition: ResourceDefinition<Item, Values, Query>,
  repository: ResourceRepository<Item, Values, Query>,
): FastifyPluginCallbackZod {
  const { table, schemas } = definition;
  return (app, _options, done) => {
    app.post(
      '/import',
      {
        schema: {
          operationId: `import${nounsOf(definition).many}`,
          tags: [definition.tag],
          summary: `Importa filas de un CSV como ${definition.path}, sin duplicar las ya importadas`,
          description:
            'Cada fila como el cuerpo de un alta. Una fila con errores rechaza el lote entero (400, ' +
            'con los errores de cada fila en `rows`); una fila ya importada no se guarda otra vez.',
          body: importBodySchema,
          // What a client should send: the rows are checked one by one below, not by `body`.
          documentedBody: resourceSchemas(definition).importRows,
          response: {
            200: importAnswerSchema,
            400: importRowErrorsSchema.or(errorAnswerSchema),
          },
        },
      },
      async (request, reply) => {
        const valid: Values[] = [];
        const invalid: ImportRowErrors['rows'] = [];
        request.body.rows.forEach((row, index) => {
          const result = schemas.input.safeParse(row);
          if (result.success) valid.push(result.data);
          else invalid.push({ index, details: fieldErrors(result.error) });
        });
        if (invalid.length > 0) {
          const answer: ImportRowErrors = { error: IMPORT_MESSAGES.rowsInvalid, rows: invalid };
          return reply.code(400).send(answer);
        }
        try {
          const counts = await app.db.transaction((tx) =>
            importBatch(tx, definition, repository, valid),
          );
          return { message: importDoneMessage(counts.created, counts.existing), ...counts };
        } finally {
          app.listCache.invalidate(table); // after COMMIT (or ROLLBACK): the next read sees them
        }
      },
    );
    done();
  };
}
