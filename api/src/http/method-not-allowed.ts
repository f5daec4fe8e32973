import { ERROR_MESSAGES } from '@sistema/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// A wrong method on a path the API serves is 405 with `Allow` (RFC 9110 section 15.5.6), not 404:
// a client learns it called the right address the wrong way. Fastify routes by method first, so
// its not-found handler sees both cases; the paths of every route, gathered as they are added,
// tell them apart.

interface KnownRoute {
  path: RegExp;
  methods: string[];
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route's URL (`/v1/api/startups/update/:id`) as a pattern of the paths it serves. */
const pathPattern = (url: string) =>
  new RegExp(
    `^${escape(url.replace(/\/$/, ''))
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.*')}/?$`,
  );

/**
 * Records every route added from now on and returns the not-found handler: 405 with the methods
 * the path allows, or 404 when no route serves the path at all. Catch-all routes (CORS's
 * preflights on `*`) allow no method in particular and are left out.
 */
export function methodNotAllowedHandler(app: FastifyInstance) {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return;
    const methods = [route.method].flat();
    const known = routes.find((other) => other.path.source === pathPattern(route.url).source);
    if (known) known.methods.push(...methods);
    else routes.push({ path: pathPattern(route.url), methods });
  });

  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allowed = new Set(
      routes.filter((route) => route.path.test(path)).flatMap((r) => r.methods),
    );
    if (allowed.size === 0) {
      void reply.code(404).send({ error: ERROR_MESSAGES.routeNotFound });
      return;
    }
    void reply
      .code(405)
      .header('allow', [...allowed].join(', '))
      .send({ error: ERROR_MESSAGES.methodNotAllowed });
  };
}
