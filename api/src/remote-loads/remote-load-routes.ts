// Remote load failures (docs/decisions/009-versioned-remotes-and-the-live-manifest.md):
//   POST /v1/api/remote-loads             a visitor's browser reports that a remote failed to load
//                                         (navigator.sendBeacon): validated, rate-limited per client,
//                                         kept in a bounded table;
//   GET  /v1/api/remote-loads/failures    operators only (`Authorization: Bearer <OPERATOR_TOKEN>`):
//                                         the failures per remote, version and phase, for
//                                         `npm run remote -- status`.
import { timingSafeEqual } from 'node:crypto';
import { errorAnswerSchema } from '@sistema/shared/contract';
import { REMOTE_KEYS, spanishList } from '@sistema/shared/remotes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_SECURITY } from '../http/docs.ts';
import { ClientWindowLimit } from './client-window-limit.ts';

/** The newest rows kept; older ones are deleted as new ones arrive. */
export const MAX_STORED_FAILURES = 1_000;
/** Reports per client and minute. */
export const REPORTS_PER_MINUTE = 20;

export const REMOTE_LOAD_MESSAGES = {
  recorded: 'Fallo de carga registrado',
  tooMany: 'Demasiados informes de carga; inténtalo más tarde',
  operatorsOnly: 'Solo los operadores pueden leer los fallos de carga',
} as const;

const reportSchema = z.object({
  remote: z.enum(REMOTE_KEYS, { error: `Debe ser ${spanishList(REMOTE_KEYS)}` }),
  version: z
    .string({ error: 'Debe ser una versión publicada o «sin versión»' })
    .regex(/^(?:[0-9a-f]{12}|sin versión)$/, {
      error: 'Debe ser una versión publicada o «sin versión»',
    }),
  phase: z.enum(['manifest', 'entry', 'init', 'expose', 'render'], {
    error: 'Debe ser manifest, entry, init, expose o render',
  }),
  durationMs: z
    .number({ error: 'Debe ser un número de milisegundos' })
    .int({ error: 'Debe ser un número entero de milisegundos' })
    .min(0, { error: 'No puede ser negativo' })
    .max(600_000, { error: 'No puede pasar de 600000' }),
  message: z.string().max(300, { error: 'Como máximo 300 caracteres' }).optional(),
});

const failureSummarySchema = z.object({
  remote: z.string(),
  version: z.string(),
  phase: z.string(),
  count: z.number(),
  lastAt: z.string(),
  lastMessage: z.string(),
});

export interface RemoteLoadOptions {
  /** The operators' secret; without one, nobody can read the failures. */
  operatorToken?: string;
}

function isOperator(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const remoteLoadRoutes: FastifyPluginCallbackZod<RemoteLoadOptions> = (
  app,
  { operatorToken },
  done,
) => {
  const limit = new ClientWindowLimit(REPORTS_PER_MINUTE, 60_000);

  app.post(
    '/',
    {
      schema: {
        operationId: 'reportRemoteLoadFailure',
        tags: ['Remotos'],
        summary: 'Informa de un remoto que no se pudo cargar en el navegador',
        description: `Lo envía el navegador (sendBeacon); se guardan los ${String(MAX_STORED_FAILURES)} últimos.`,
        body: reportSchema,
        response: {
          202: z.object({ message: z.string() }),
          400: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      if (!limit.allow(request.ip)) {
        reply.code(429);
        return { error: REMOTE_LOAD_MESSAGES.tooMany };
      }
      const { remote, version, phase, durationMs, message = '' } = request.body;
      await app.db.query(
        `INSERT INTO remote_load_failures (remote, version, phase, duration_ms, message)
         VALUES ($1, $2, $3, $4, $5)`,
        [remote, version, phase, durationMs, message],
      );
      await app.db.query(
        `DELETE FROM remote_load_failures
         WHERE id <= (SELECT max(id) FROM remote_load_failures) - $1`,
        [MAX_STORED_FAILURES],
      );
      reply.code(202);
      return { message: REMOTE_LOAD_MESSAGES.recorded };
    },
  );

  app.get(
    '/failures',
    {
      schema: {
        operationId: 'listRemoteLoadFailures',
        tags: ['Remotos'],
        summary: 'Fallos de carga por remoto, versión y fase (solo operadores)',
        description: 'Con `Authorization: Bearer <OPERATOR_TOKEN>`; sin él, o con otro, 403.',
        security: OPERATOR_SECURITY,
        response: {
          200: z.object({ data: z.array(failureSummarySchema) }),
          403: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!isOperator(request.headers.authorization, operatorToken)) {
        reply.code(403);
        return { error: REMOTE_LOAD_MESSAGES.operatorsOnly };
      }
      const rows = await app.db.query<{
        remote: string;
        version: string;
        phase: string;
        count: string | number;
        last_at: Date | string;
        last_message: string;
      }>(
        `SELECT remote, version, phase, count(*) AS count, max(created_at) AS last_at,
                (array_agg(message ORDER BY id DESC))[1] AS last_message
         FROM remote_load_failures
         GROUP BY remote, version, phase
         ORDER BY remote, max(created_at) DESC`,
      );
      return {
        data: rows.map((row) => ({
          remote: row.remote,
          version: row.version,
          phase: row.phase,
          count: Number(row.count),
          lastAt: new Date(row.last_at).toISOString(),
          lastMessage: row.last_message,
        })),
      };
    },
  );
  done();
};
