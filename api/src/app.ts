import rateLimit from '@fastify/rate-limit';
import { API_BASE_PATH, REQUEST_BODY_LIMIT_BYTES } from '@sistema/shared/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListCache } from './cache/list-cache.ts';
import type { Redis } from 'ioredis';
import {
  DEFAULT_REDIS_PREFIX,
  DEFAULT_TRUST_PROXY,
  DEFAULT_WRITE_RATE_LIMIT,
  trustProxyOption,
  type Config,
} from './config.ts';
import type { Database } from './db/database.ts';
import { importRoutes } from './csv-import/import-routes.ts';
import { errorHandler } from './errors.ts';
import { healthRoutes } from './health/health-routes.ts';
import { clientErrorHandler, registerProtocolAnswers } from './http/client-errors.ts';
import { changeRoutes, DEFAULT_STREAMS_PER_CLIENT } from './live/change-routes.ts';
import { SharedStreamCount } from './live/shared-stream-count.ts';
import { remoteLoadRoutes } from './remote-loads/remote-load-routes.ts';
import { registerCors } from './http/cors.ts';
import { registerDocs } from './http/docs.ts';
import { DEFAULT_HANDLER_TIMEOUT_MS, registerHandlerTimeout } from './http/handler-timeout.ts';
import { sweepExpiredIdempotencyKeys } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { methodNotAllowedHandler } from './http/method-not-allowed.ts';
import {
  helmetHeaders,
  registerSecurityHeaders,
  withSecurityHeaders,
} from './http/security-headers.ts';
import { validatorCompiler } from './http/validation.ts';
import { OneLinePerRequest } from './logging/logger.ts';
import { leasedWriteStore } from './redis/leased-write-count.ts';
import { createRepositories, type Repositories, RESOURCES } from './resources/all-resources.ts';
import type { AnyResourceDefinition, BaseRecord } from './resources/resource-definition.ts';
import type { ResourceRepository } from './resources/resource-repository.ts';
import { resourceRoutes } from './resources/resource-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    listCache: ListCache;
    /** Each resource's storage, by name (resources/all-resources.ts). */
    repositories: Repositories;
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
  trustProxy?: Config['trustProxy'];
  /** Reading the remotes' load failures needs `Authorization: Bearer <operatorToken>`. */
  operatorToken?: string;
  /** Live streams (GET /v1/api/changes) one client address may hold open at once. */
  liveStreamsPerClient?: number;
  /**
   * Where the replicas count each client's writes and live streams together (the caller opens and
   * closes it); without it this process counts alone.
   */
  redis?: Redis;
  /** Before every key this app writes to Redis. */
  redisPrefix?: string;
}

export async function buildApp({
  db,
  corsOrigins,
  logger = false,
  handlerTimeoutMs = DEFAULT_HANDLER_TIMEOUT_MS,
  requestTimeoutMs = 30_000,
  writeRateLimit = DEFAULT_WRITE_RATE_LIMIT,
  trustProxy = DEFAULT_TRUST_PROXY,
  operatorToken,
  liveStreamsPerClient = DEFAULT_STREAMS_PER_CLIENT,
  redis,
  redisPrefix = DEFAULT_REDIS_PREFIX,
}: AppOptions) {
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    // The whole request must arrive within the client's own time-out. Node enforces it only when
    // it checks its connections: every 30 s by default, so a slow request was cut at 30-60 s.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
      // A request without Host is refused in JSON by registerProtocolAnswers, not by Node.
      requireHostHeader: false,
    },
    clientErrorHandler: clientErrorHandler(securityHeaders),
    return503OnClosing: false, // answered in Spanish by registerProtocolAnswers
    trustProxy: trustProxyOption(trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
    frameworkErrors: withSecurityHeaders(securityHeaders, errorHandler),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(methodNotAllowedHandler(app));
  registerJsonBodyParser(app, BODY_LIMIT_BYTES);
  registerHandlerTimeout(app, handlerTimeoutMs);

  registerSecurityHeaders(app, securityHeaders);
  registerProtocolAnswers(app, securityHeaders);
  await registerCors(app, corsOrigins);
  if (writeRateLimit > 0) {
    await app.register(rateLimit, {
      max: writeRateLimit,
      timeWindow: 60_000,
      allowList: (request) => !WRITE_METHODS.has(request.method), // reads are cached and cheap
      // One count per client in Redis for every replica, taken in blocks (docs/decisions/018). When
      // Redis cannot answer, the write goes through unlimited rather than failing: redis-client.ts
      // logs it.
      ...(redis
        ? { store: leasedWriteStore(redis, `${redisPrefix}escrituras:`), skipOnError: true }
        : {}),
      errorResponseBuilder: () =>
        Object.assign(new Error('write rate limit reached'), {
          statusCode: 429,
          code: 'WRITE_RATE_LIMITED',
        }),
    });
  }
  await registerDocs(app, {
    tags: Object.values(RESOURCES).map(({ tag }) => ({
      name: tag,
      description: `Operaciones sobre ${tag.toLowerCase()}: listar, leer, crear, actualizar, eliminar, deshacer e importar`,
    })),
  });

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
  const repositories = createRepositories(db, (table) => ({
    afterWrite: () => listCache.invalidate(table),
    // Two batches of creates overlap on a server (docs/performance.md, "Writes near the database's
    // limit"); the embedded database runs one statement at a time.
    batchesInFlight: db.kind === 'postgres' ? 2 : 1,
  }));
  app.decorate('repositories', repositories);

  await app.register(healthRoutes, { prefix: API_BASE_PATH });
  for (const name of Object.keys(RESOURCES) as (keyof Repositories)[]) {
    const definition: AnyResourceDefinition = RESOURCES[name];
    const repository: ResourceRepository<BaseRecord, unknown, unknown> = repositories[name];
    await app.register(resourceRoutes(definition, repository), {
      prefix: `${API_BASE_PATH}/${definition.path}`,
    });
    await app.register(importRoutes(definition, repository), {
      prefix: `${API_BASE_PATH}/${definition.path}`,
    });
  }
  const sharedStreams =
    redis && new SharedStreamCount(redis, redisPrefix, liveStreamsPerClient, app.log);
  if (sharedStreams) app.addHook('onClose', () => sharedStreams.close());
  await app.register(changeRoutes, {
    prefix: `${API_BASE_PATH}/changes`,
    changes: db.changes,
    resourceOf: new Map(Object.values(RESOURCES).map(({ table, path }) => [table, path])),
    streamsPerClient: liveStreamsPerClient,
    ...(sharedStreams ? { shared: sharedStreams } : {}),
  });
  await app.register(remoteLoadRoutes, { prefix: `${API_BASE_PATH}/remote-loads`, operatorToken });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
