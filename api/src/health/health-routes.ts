import { ERROR_MESSAGES, errorAnswerSchema } from '@sistema/shared/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_TIMEOUT_MS = 2_000;
const okAnswer = z.object({ status: z.literal('ok') });

/**
 * `GET /v1/api/health`: 200 when the database answers, 503 otherwise (Docker's HEALTHCHECK, an
 * orchestrator's readiness). `GET /v1/api/health/live`: 200 while the process serves HTTP at all,
 * whatever the database does (an orchestrator's liveness: restarting every replica because the
 * database is down would not bring it back).
 */
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
        response: { 200: okAnswer, 503: errorAnswerSchema },
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
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['Salud'],
        summary: 'El proceso responde (sin consultar la base de datos)',
        description:
          '200 mientras el proceso atiende HTTP, responda o no la base de datos (liveness de un orquestador).',
        response: { 200: okAnswer },
      },
    },
    () => ({ status: 'ok' as const }),
  );
  done();
};
