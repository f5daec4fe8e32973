import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** helmet's headers, by lower-case name: the same on every answer the API gives. */
export type SecurityHeaders = Readonly<Record<string, string>>;

// What any answer carries whether helmet runs or not: not helmet's to copy.
const NOT_FROM_HELMET = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers @fastify/helmet sets with these options, taken once from helmet itself on a probe
 * instance. @fastify/helmet builds helmet's middleware anew (parsing the CSP directives again) for
 * every request: 6 % of the CPU of a list answered from the cache. The headers depend on the
 * options alone, so they are copied instead, also onto the answers Node writes before Fastify
 * (http/client-errors.ts).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<SecurityHeaders> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const { headers } = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !NOT_FROM_HELMET.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The security headers on every answer Fastify gives, set by one hook that runs first. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify's `frameworkErrors` (a malformed URL, an overlong path parameter) are answered before any
 * hook runs: the handler sets the security headers itself.
 */
export function withSecurityHeaders(headers: SecurityHeaders, handler: ErrorHandler): ErrorHandler {
  return (error, request, reply) => {
    reply.headers(headers);
    handler(error, request, reply);
  };
}
