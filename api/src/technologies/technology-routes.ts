import {
  ERROR_MESSAGES,
  errorAnswerSchema,
  messageAnswerSchema,
  SUCCESS_MESSAGES,
  technologyInputSchema,
  technologyListAnswerSchema,
  technologyListQuerySchema,
  technologySavedAnswerSchema,
  technologySchema,
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
  notFound: ERROR_MESSAGES.technologyNotFound,
  changed: ERROR_MESSAGES.technologyChanged,
};
const conflict = { 412: conflictSchema(technologySchema) };
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
        description: IF_MATCH_DOC,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: technologyInputSchema,
        response: { 200: technologySavedAnswerSchema, ...notFoundResponses, ...conflict },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const version = expectedVersion(request.headers['if-match']);
      const technology = await app.technologies.update(id, request.body, version);
      if (!technology) {
        const current = version === undefined ? undefined : await app.technologies.find(id);
        return answerUnchanged(reply, current, unchanged);
      }
      void reply.header('etag', etagOf(technology));
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
      if (!(await app.technologies.delete(id, version))) {
        const current = version === undefined ? undefined : await app.technologies.find(id);
        return answerUnchanged(reply, current, unchanged);
      }
      return { message: SUCCESS_MESSAGES.technologyDeleted };
    },
  );

  done();
};
