import cors from '@fastify/cors';
import { API_BASE_PATH, REQUEST_BODY_LIMIT_BYTES } from '@sistema/shared/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListCache } from './cache/list-cache.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { healthRoutes } from './health/health-routes.ts';
import { registerDocs } from './http/docs.ts';
import { registerHandlerTimeout } from './http/handler-timeout.ts';
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

export interface AppOptions {
  db: Database;
  corsOrigins: Config['corsOrigins'];
  logger?: FastifyServerOptions['logger'];
  /** After this, a request still in its handler is answered 503 (a stuck database query). */
  handlerTimeoutMs?: number;
}

export async function buildApp({
  db,
  corsOrigins,
  logger = false,
  handlerTimeoutMs = 15_000,
}: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000, // the whole request must arrive within the client's own time-out
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
  await app.register(cors, { origin: corsOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'] });
  await registerDocs(app);

  // List answers are cached; each write through the API drops its table's lists once it has
  // settled, before it answers (writes from elsewhere arrive through db.changes).
  const listCache = new ListCache(db.changes);
  app.addHook('onClose', () => listCache.close());
  app.decorate('db', db);
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
