import {
  ERROR_MESSAGES,
  errorAnswerSchema,
  messageAnswerSchema,
  SUCCESS_MESSAGES,
  technologyInputSchema,
  technologyListAnswerSchema,
  technologyListQuerySchema,
  technologySavedAnswerSchema,
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

const notFound = { error: ERROR_MESSAGES.technologyNotFound };
// Read by the error handler when the id in the path is not an id at all.
const config = { notFoundMessage: ERROR_MESSAGES.technologyNotFound };
const tags = ['Tecnologías'];

/** `/v1/api/technologies/*`: thin handlers; validation is the contract's schemas, storage the repository. */
export const technologyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/read',
    {
      schema: {
        tags,
        summary: 'Lista las tecnologías, de la actualizada más recientemente a la más antigua',
        querystring: technologyListQuerySchema,
        response: { 200: technologyListAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sector, adoptionLevel } = request.query;
      const list = await app.listCache.get(
        'technologies',
        listKey(sector, adoptionLevel),
        async () => listBody(await app.technologies.listJson(request.query)),
      );
      return sendListBody(reply, list);
    },
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Crea una tecnología',
        headers: idempotencyHeadersSchema,
        body: technologyInputSchema,
        response: { 201: technologySavedAnswerSchema, ...createErrorResponses },
      },
    },
    async (request, reply) =>
      sendCreated(request, reply, 'technologies', async (on) => ({
        message: SUCCESS_MESSAGES.technologyCreated,
        data: await app.technologies.create(request.body, on),
      })),
  );

  app.put(
    '/update/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza una tecnología',
        params: idParamsSchema,
        body: technologyInputSchema,
        response: { 200: technologySavedAnswerSchema, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const technology = await app.technologies.update(request.params.id, request.body);
      if (!technology) return reply.code(404).send(notFound);
      return { message: SUCCESS_MESSAGES.technologyUpdated, data: technology };
    },
  );

  app.delete(
    '/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una tecnología',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.technologies.delete(request.params.id)))
        return reply.code(404).send(notFound);
      return { message: SUCCESS_MESSAGES.technologyDeleted };
    },
  );

  done();
};
