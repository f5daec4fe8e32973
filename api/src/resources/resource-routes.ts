import {
  errorAnswerSchema,
  messageAnswerSchema,
  RESTORE_TOKEN_HEADER,
} from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema, sendCreated } from '../http/idempotency.ts';
import {
  answerUnchanged,
  etagOf,
  expectedVersions,
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
import { nounsOf, type BaseRecord, type ResourceDefinition } from './resource-definition.ts';
import type { ResourceRepository } from './resource-repository.ts';
import { resourceSchemas } from './resource-schemas.ts';
import { restoreRoute } from './restore/restore-routes.ts';
import { hashRestoreToken, newRestoreToken } from './restore/restore-token.ts';

/**
 * `/v1/api/<path>/read|read/:id|create|update/:id|delete/:id` for one resource: thin handlers; validation
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
  // The operations' names in the OpenAPI document: listStartups, readStartup, createStartup...
  const nouns = nounsOf(definition);
  // A conditional update or delete that changed nothing: gone (404) or changed since (412).
  const unchanged = { notFound: messages.notFound, changed: messages.changed };
  const named = resourceSchemas(definition);
  const conflict = { 412: named.conflict };
  // Read by the error handler when the id in the path is not an id at all.
  const config = { notFoundMessage: messages.notFound };

  return (app, _options, done) => {
    app.get(
      '/read',
      {
        schema: {
          operationId: `list${nouns.many}`,
          tags,
          summary: definition.list.summary,
          description:
            'Sin `limit`, todos los registros en `{ data }`; con `limit` (o `Prefer: page-size=N`), ' +
            'una página `{ data, nextCursor, total }`, y `cursor` pide la siguiente.',
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

    app.get(
      '/read/:id',
      {
        config,
        schema: {
          operationId: `read${nouns.one}`,
          tags,
          summary: `Lee ${record} por su identificador`,
          description: 'La respuesta lleva `ETag: "<version>"`, para un `If-Match` posterior.',
          params: idParamsSchema,
          response: { 200: named.one, 404: errorAnswerSchema },
        },
      },
      async (request, reply) => {
        const found = await repository.find(request.params.id);
        if (!found) return reply.code(404).send({ error: messages.notFound });
        return reply.header('etag', etagOf(found)).send({ data: found });
      },
    );

    app.post(
      '/create',
      {
        schema: {
          operationId: `create${nouns.one}`,
          tags,
          summary: `Crea ${record}`,
          description:
            'Responde 201 con el registro y su `ETag`. Con `Idempotency-Key`, repetir la petición ' +
            'devuelve la primera respuesta en vez de crear otro registro.',
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
          operationId: `update${nouns.one}`,
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
        const versions = expectedVersions(request.headers['if-match']);
        const updated = await repository.update(id, request.body as Values, versions);
        if (!updated) {
          const current = versions === undefined ? undefined : await repository.find(id);
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
          operationId: `delete${nouns.one}`,
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
        const versions = expectedVersions(request.headers['if-match']);
        // The answer stays the contract's; the header is the undo (restore/restore-routes.ts).
        const restoreToken = newRestoreToken();
        if (!(await repository.delete(id, versions, hashRestoreToken(restoreToken)))) {
          const current = versions === undefined ? undefined : await repository.find(id);
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
