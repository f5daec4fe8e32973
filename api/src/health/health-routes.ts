import { ERROR_MESSAGES, errorAnswerSchema } from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_TIMEOUT_MS = 2_000;

/** `GET /v1/api/health`: 200 when the database answers, 503 otherwise (Docker's HEALTHCHECK). */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Salud'],
        summary: 'Estado del servicio y de su base de datos',
        description:
          '200 cuando la base de datos responde en 2 s; si no, 503 (HEALTHCHECK de Docker).',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.db.query('SELECT 1'),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => {
              reject(new Error('health check timed out'));
            }, HEALTH_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        reply.code(503);
        return { error: ERROR_MESSAGES.databaseUnavailable };
      } finally {
        clearTimeout(timer);
      }
    },
  );
  done();
};
