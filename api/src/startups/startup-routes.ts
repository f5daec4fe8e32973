import {
  ERROR_MESSAGES,
  errorAnswerSchema,
  messageAnswerSchema,
  SUCCESS_MESSAGES,
  startupInputSchema,
  startupListAnswerSchema,
  startupListQuerySchema,
  startupSavedAnswerSchema,
  startupSchema,
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

// A conditional update or delete that changed nothing: gone (404) or changed since (412).
const unchanged = {
  notFound: ERROR_MESSAGES.startupNotFound,
  changed: ERROR_MESSAGES.startupChanged,
};
const conflict = { 412: conflictSchema(startupSchema) };
// Read by the error handler when the id in the path is not an id at all.
const config = { notFoundMessage: ERROR_MESSAGES.startupNotFound };
const tags = ['Startups'];

/** `/v1/api/startups/*`: thin handlers; validation is the contract's schemas, storage the repository. */
export const startupRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/read',
    {
      schema: {
        tags,
        summary: 'Lista las startups, de la más reciente a la más antigua',
        querystring: startupListQuerySchema,
        response: { 200: startupListAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, category } = request.query;
      const list = await app.listCache.get(
        'startups',
        listKey(name, category),
        async () => listBody(await app.startups.listJson(request.query)),
        wantsFreshList(request),
      );
      return sendListBody(reply, list);
    },
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Crea una startup',
        headers: idempotencyHeadersSchema,
        body: startupInputSchema,
        response: { 201: startupSavedAnswerSchema, ...createErrorResponses },
      },
    },
    async (request, reply) =>
      sendCreated(request, reply, 'startups', async (on) => ({
        message: SUCCESS_MESSAGES.startupCreated,
        data: await app.startups.create(request.body, on),
      })),
  );

  app.put(
    '/update/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza una startup',
        description: IF_MATCH_DOC,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: startupInputSchema,
        response: { 200: startupSavedAnswerSchema, ...notFoundResponses, ...conflict },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const version = expectedVersion(request.headers['if-match']);
      const startup = await app.startups.update(id, request.body, version);
      if (!startup) {
        const current = version === undefined ? undefined : await app.startups.find(id);
        return answerUnchanged(reply, current, unchanged);
      }
      void reply.header('etag', etagOf(startup));
      return { message: SUCCESS_MESSAGES.startupUpdated, data: startup };
    },
  );

  app.delete(
    '/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una startup',
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
      if (!(await app.startups.delete(id, version))) {
        const current = version === undefined ? undefined : await app.startups.find(id);
        return answerUnchanged(reply, current, unchanged);
      }
      return { message: SUCCESS_MESSAGES.startupDeleted };
    },
  );

  done();
};
