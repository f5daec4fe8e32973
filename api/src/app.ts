import rateLimit from '@fastify/rate-limit';
import { API_BASE_PATH, REQUEST_BODY_LIMIT_BYTES } from '@sistema/shared/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListCache } from './cache/list-cache.ts';
import { DEFAULT_TRUST_PROXY, DEFAULT_WRITE_RATE_LIMIT, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { healthRoutes } from './health/health-routes.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { registerCors } from './http/cors.ts';
import { registerDocs } from './http/docs.ts';
import { registerHandlerTimeout } from './http/handler-timeout.ts';
import { sweepExpiredIdempotencyKeys } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { validatorCompiler } from './http/validation.ts';
import { createStartupRepository, type StartupRepository } from './startups/startup-repository.ts';
import { startupRoutes } from './startups/startup-routes.ts';
import {
  createTechnologyRepository,
  type TechnologyRepository,
} from './technologies/technology-repository.ts';
import { technologyRoutes } from './technologies/technology-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    listCache: ListCache;
    startups: StartupRepository;
    technologies: TechnologyRepository;
  }
}

/**
 * Bodies are a handful of short fields; 64 KiB leaves room and still stops abuse early (413). The
 * contract holds the figure: the front-end proxies refuse larger bodies themselves.
 */
export const BODY_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AppOptions {
  db: Database;
  corsOrigins: Config['corsOrigins'];
  logger?: FastifyServerOptions['logger'];
  /** After this, a request still in its handler is answered 503 (a stuck database query). */
  handlerTimeoutMs?: number;
  /** The whole request (headers and body) must arrive within this, else 408. */
  requestTimeoutMs?: number;
  /** Writes per client and minute (0: unlimited); the client is X-Forwarded-For's behind `trustProxy`. */
  writeRateLimit?: number;
  trustProxy?: string;
}

export async function buildApp({
  db,
  corsOrigins,
  logger = false,
  handlerTimeoutMs = 10_000,
  requestTimeoutMs = 30_000,
  writeRateLimit = DEFAULT_WRITE_RATE_LIMIT,
  trustProxy = DEFAULT_TRUST_PROXY,
}: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // The whole request must arrive within the client's own time-out. Node enforces it only when
    // it checks its connections: every 30 s by default, so a slow request was cut at 30-60 s.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
    },
    clientErrorHandler,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  registerJsonBodyParser(app, BODY_LIMIT_BYTES);
  registerHandlerTimeout(app, handlerTimeoutMs);

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await registerCors(app, corsOrigins);
  if (writeRateLimit > 0) {
    await app.register(rateLimit, {
      max: writeRateLimit,
      timeWindow: 60_000,
      allowList: (request) => !WRITE_METHODS.has(request.method), // reads are cached and cheap
      errorResponseBuilder: () =>
        Object.assign(new Error('write rate limit reached'), {
          statusCode: 429,
          code: 'WRITE_RATE_LIMITED',
        }),
    });
  }
  await registerDocs(app);

  // List answers are cached; each write through the API drops its table's lists once it has
  // settled, before it answers (writes from elsewhere arrive through db.changes).
  const listCache = new ListCache(db.changes);
  app.addHook('onClose', () => listCache.close());
  app.decorate('db', db);
  const sweep = setInterval(() => {
    sweepExpiredIdempotencyKeys(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not sweep expired idempotency keys');
    });
  }, 3_600_000).unref();
  app.addHook('onClose', () => clearInterval(sweep));
  app.decorate('listCache', listCache);
  app.decorate(
    'startups',
    createStartupRepository(db, { afterWrite: () => listCache.invalidate('startups') }),
  );
  app.decorate(
    'technologies',
    createTechnologyRepository(db, { afterWrite: () => listCache.invalidate('technologies') }),
  );

  await app.register(healthRoutes, { prefix: API_BASE_PATH });
  await app.register(startupRoutes, { prefix: `${API_BASE_PATH}/startups` });
  await app.register(technologyRoutes, { prefix: `${API_BASE_PATH}/technologies` });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
