import {
  errorAnswerSchema,
  messageAnswerSchema,
  RESTORE_TOKEN_HEADER,
} from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema, sendCreated } from '../http/idempotency.ts';
import {
  answerUnchanged,
  conflictSchema,
  etagOf,
  expectedVersion,
  IF_MATCH_DOC,
  ifMatchHeadersSchema,
} from '../http/if-match.ts';
import { listBody, listKey, sendListBody, wantsFreshList } from '../http/list-reply.ts';
import {
  createErrorResponses,
  errorResponses,
  idParamsSchema,
  notFoundResponses,
} from '../http/schemas.ts';
import { pageBody, preferredPageSize, readPageQuery, type PageQuery } from './list-page-query.ts';
import type { BaseRecord, ResourceDefinition } from './resource-definition.ts';
import type { ResourceRepository } from './resource-repository.ts';
import { restoreRoute } from './restore/restore-routes.ts';
import { hashRestoreToken, newRestoreToken } from './restore/restore-token.ts';

/**
 * `/v1/api/<path>/read|create|update/:id|delete/:id` for one resource: thin handlers; validation
 * and the OpenAPI description are the definition's contract schemas, storage the repository.
 * Registered with the prefix `/v1/api/<path>`.
 */
export function resourceRoutes<Item extends BaseRecord, Values, Query>(
  definition: ResourceDefinition<Item, Values, Query>,
  repository: ResourceRepository<Item, Values, Query>,
): FastifyPluginCallbackZod {
  const { table, schemas, record, messages } = definition;
  const tags = [definition.tag];
  const filterNames = Object.keys(definition.list.filters);
  // A conditional update or delete that changed nothing: gone (404) or changed since (412).
  const unchanged = { notFound: messages.notFound, changed: messages.changed };
  const conflict = { 412: conflictSchema(schemas.record) };
  // Read by the error handler when the id in the path is not an id at all.
  const config = { notFoundMessage: messages.notFound };

  return (app, _options, done) => {
    app.get(
      '/read',
      {
        schema: {
          tags,
          summary: definition.list.summary,
          querystring: schemas.listQuery,
          response: { 200: schemas.listAnswer, ...errorResponses },
        },
      },
      // Not async: a cache hit is answered at once, without a promise (most reads are hits).
      (request, reply) => {
        const query = request.query as Query & Partial<Record<string, string>>;
        const filterValues = filterNames.map((name) => query[name]);
        const asked = request.query as PageQuery;
        // A page size preferred in a header, unless the query names one (list-page-query.ts).
        const preferred =
          asked.limit === undefined ? preferredPageSize(request.headers.prefer) : undefined;
        const page = readPageQuery(
          definition,
          preferred === undefined ? asked : { ...asked, limit: preferred },
        );
        if (preferred !== undefined) {
          void reply.header('preference-applied', `page-size=${String(preferred)}`);
        }
        // Without page parameters, the key (and the answer) of every list before pages existed.
        const key = listKey(...filterValues, ...(page ? page.keyParts : []));
        const list = app.listCache.get(
          table,
          key,
          async () =>
            page?.limit === undefined
              ? listBody(await repository.listJson(query, page?.order))
              : pageBody(
                  await repository.pageJson(query, page.order, page.limit, page.end),
                  page.order,
                ),
          wantsFreshList(request),
        );
        if (!(list instanceof Promise)) {
          sendListBody(reply, list);
          return;
        }
        return list.then((loaded) => sendListBody(reply, loaded));
      },
    );

    app.post(
      '/create',
      {
        schema: {
          tags,
          summary: `Crea ${record}`,
          headers: idempotencyHeadersSchema,
          body: schemas.input,
          response: { 201: schemas.savedAnswer, ...createErrorResponses },
        },
      },
      async (request, reply) =>
        sendCreated(request, reply, table, async (on) => ({
          message: messages.created,
          data: await repository.create(request.body as Values, on),
        })),
    );

    app.put(
      '/update/:id',
      {
        config,
        schema: {
          tags,
          summary: `Actualiza ${record}`,
          description: IF_MATCH_DOC,
          params: idParamsSchema,
          headers: ifMatchHeadersSchema,
          body: schemas.input,
          response: { 200: schemas.savedAnswer, ...notFoundResponses, ...conflict },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const version = expectedVersion(request.headers['if-match']);
        const updated = await repository.update(id, request.body as Values, version);
        if (!updated) {
          const current = version === undefined ? undefined : await repository.find(id);
          return answerUnchanged(reply, current, unchanged);
        }
        void reply.header('etag', etagOf(updated));
        return { message: messages.updated, data: updated };
      },
    );

    app.delete(
      '/delete/:id',
      {
        config,
        schema: {
          tags,
          summary: `Elimina ${record}`,
          description: IF_MATCH_DOC,
          params: idParamsSchema,
          headers: ifMatchHeadersSchema,
          response: {
            200: messageAnswerSchema,
            404: errorAnswerSchema,
            ...errorResponses,
            ...conflict,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const version = expectedVersion(request.headers['if-match']);
        // The answer stays the contract's; the header is the undo (restore/restore-routes.ts).
        const restoreToken = newRestoreToken();
        if (!(await repository.delete(id, version, hashRestoreToken(restoreToken)))) {
          const current = version === undefined ? undefined : await repository.find(id);
          return answerUnchanged(reply, current, unchanged);
        }
        void reply.header(RESTORE_TOKEN_HEADER, restoreToken);
        return { message: messages.deleted };
      },
    );

    void app.register(restoreRoute(definition, repository));
    done();
  };
}
