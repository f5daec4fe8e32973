import cors from '@fastify/cors';
import { ERROR_MESSAGES, RESTORE_TOKEN_HEADER } from '@sistema/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
/** The request headers the app's pages send: nothing else is allowed across origins. */
export const CORS_ALLOWED_HEADERS = [
  'Content-Type',
  'Idempotency-Key',
  'If-Match',
  'Cache-Control',
  // A list read a page at a time asks for it as a preference (resources/list-page-query.ts).
  'Prefer',
];
/**
 * The answer headers a page on another origin may read: the version for a conditional update
 * (ETag), the undo's token of a DELETE (resources/restore/), when to retry and the write limit's
 * counters (@fastify/rate-limit's names), a replayed create, the page size applied.
 */
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  RESTORE_TOKEN_HEADER,
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Idempotent-Replayed',
  'Preference-Applied',
];
const ALLOWED_HEADERS = new Set(CORS_ALLOWED_HEADERS.map((name) => name.toLowerCase()));

/**
 * CORS for the remotes' standalone pages (the shell goes through its proxy, same origin). A
 * preflight that would be refused gets the contract's Spanish JSON instead of @fastify/cors's
 * plain text: 400 when it is not a preflight at all (no Origin or Access-Control-Request-Method),
 * 403 for an origin, method or requested header that is not allowed.
 */
export async function registerCors(app: FastifyInstance, origins: Config['corsOrigins']) {
  // A callback hook, not an async one: every request passes here, and all but preflights leave at
  // once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') {
      done();
      return;
    }
    const origin = request.headers.origin;
    const method = request.headers['access-control-request-method'];
    if (!origin || typeof method !== 'string') {
      void reply.code(400).send({ error: ERROR_MESSAGES.malformedRequest });
      return;
    }
    const requested = (request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const allowed =
      (origins === true || origins.includes(origin)) &&
      METHODS.includes(method.toUpperCase()) &&
      requested.every((name) => ALLOWED_HEADERS.has(name));
    if (allowed) done();
    else void reply.code(403).send({ error: ERROR_MESSAGES.corsRefused });
  });
  await app.register(cors, {
    origin: origins,
    methods: METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
  });
}
