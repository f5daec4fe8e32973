import {
  ERROR_MESSAGES,
  errorAnswerSchema,
  messageAnswerSchema,
  SUCCESS_MESSAGES,
  startupInputSchema,
  startupListAnswerSchema,
  startupListQuerySchema,
  startupSavedAnswerSchema,
} from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema, sendCreated } from '../http/idempotency.ts';
import { listBody, listKey, sendListBody } from '../http/list-reply.ts';
import {
  createErrorResponses,
  errorResponses,
  idParamsSchema,
  notFoundResponses,
} from '../http/schemas.ts';

const notFound = { error: ERROR_MESSAGES.startupNotFound };
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
      const list = await app.listCache.get('startups', listKey(name, category), async () =>
        listBody(await app.startups.listJson(request.query)),
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
        params: idParamsSchema,
        body: startupInputSchema,
        response: { 200: startupSavedAnswerSchema, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const startup = await app.startups.update(request.params.id, request.body);
      if (!startup) return reply.code(404).send(notFound);
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
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.startups.delete(request.params.id))) return reply.code(404).send(notFound);
      return { message: SUCCESS_MESSAGES.startupDeleted };
    },
  );

  done();
};
