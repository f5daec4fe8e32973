import { errorAnswerSchema, RESTORE_MESSAGES, restoreInputSchema } from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.ts';
import { nounsOf, type BaseRecord, type ResourceDefinition } from '../resource-definition.ts';
import type { ResourceRepository } from '../resource-repository.ts';
import { resourceSchemas } from '../resource-schemas.ts';
import { RestoreRefused, restoreDeleted, sweepDeletedRecords } from './restore-records.ts';

const SWEEP_EVERY_MS = 3_600_000;

/**
 * `POST /v1/api/<path>/restore { tokens }`: undoes deletes (docs/architecture.md, API contract).
 * Only a token from a DELETE's Restore-Token header brings a record back, so no visitor can create
 * a record with an id of their choosing.
 */
export function restoreRoute<Item extends BaseRecord, Values, Query>(
  definition: ResourceDefinition<Item, Values, Query>,
  repository: ResourceRepository<Item, Values, Query>,
): FastifyPluginCallbackZod {
  const { table } = definition;
  const answer = resourceSchemas(definition).restored;
  const refused = errorAnswerSchema;

  return (app, _options, done) => {
    const sweep = setInterval(() => {
      sweepDeletedRecords(app.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not sweep deleted records');
      });
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', () => clearInterval(sweep));

    app.post(
      '/restore',
      {
        schema: {
          operationId: `restore${nounsOf(definition).many}`,
          tags: [definition.tag],
          summary: `Deshace la eliminación de ${definition.record} (o de varias)`,
          description:
            'Con los tokens de la cabecera Restore-Token de DELETE, dentro de 10 minutos y una sola vez.',
          body: restoreInputSchema,
          response: { 200: answer, ...errorResponses, 404: refused, 409: refused, 410: refused },
        },
      },
      async (request, reply) => {
        const { tokens } = request.body;
        try {
          // The restore is a write through the API: drop the cached lists once it has settled.
          const data = await restoreDeleted(app.db, table, repository, tokens).finally(() => {
            app.listCache.invalidate(table);
          });
          return { message: RESTORE_MESSAGES.restored, data };
        } catch (error: unknown) {
          if (!(error instanceof RestoreRefused)) throw error;
          return reply.code(error.status).send({ error: error.message });
        }
      },
    );
    done();
  };
}
