import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DOCS_PATH } from './http/docs.ts';
import { closeRedis, openRedis } from './redis/redis-client.ts';
import { LogFormatError, logFormatFrom, loggerOptions } from './logging/logger.ts';
import { openDatabaseWithDemoData } from './seed/open-with-demo-data.ts';

// Entry point: configuration, database, HTTP server, and a clean stop on SIGTERM/SIGINT.
// `--migrate-only`: the database's migrations (and demo data, as a start would seed them), then
// exit 0, serving nothing: an orchestrator runs them once as a job of their own before the
// replicas start (deploy/kubernetes). A start migrates too, so nothing depends on that job.

const SHUTDOWN_GRACE_MS = 10_000;
const MIGRATE_ONLY = process.argv.includes('--migrate-only');

/**
 * The stop signal, from the first moment: one that arrives while the database opens or migrates
 * (a restart, Ctrl+C, an orchestrator's rolling update) is kept until the start can end cleanly,
 * instead of killing the process half-way through a migration.
 */
let stopSignal: NodeJS.Signals | null = null;
let onStop = (signal: NodeJS.Signals) => {
  stopSignal = signal;
};
process.once('SIGTERM', (signal) => onStop(signal));
process.once('SIGINT', (signal) => onStop(signal));

async function main() {
  const config = loadConfig();
  const logFormat = logFormatFrom();
  const database = await openDatabaseWithDemoData(config);
  if (MIGRATE_ONLY) {
    // Fastify's logger, so these lines have the server's format (LOG_FORMAT).
    const log = Fastify({ logger: loggerOptions(logFormat, config.logLevel) }).log;
    log.info(
      { migrations: database.appliedMigrations, seeded: database.seeded },
      `database: ${database.description}: migrated, exiting (--migrate-only)`,
    );
    await database.close();
    return;
  }
  const logger = loggerOptions(logFormat, config.logLevel);
  // Fastify's logger before the app exists, so Redis's lines have the server's format.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : await openRedis(config.redisUrl, Fastify({ logger }).log);
  const app = await buildApp({
    db: database.db,
    corsOrigins: config.corsOrigins,
    logger,
    writeRateLimit: config.writeRateLimit,
    trustProxy: config.trustProxy,
    operatorToken: config.operatorToken,
    ...(redis ? { redis, redisPrefix: config.redisPrefix } : {}),
  });

  app.log.info(
    { migrations: database.appliedMigrations, seeded: database.seeded },
    `database: ${database.description}`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (config.stopDelayMs > 0) {
      // A balancer learns of a stopping replica late (Swarm drops it from DNS, nginx's resolver
      // remembers it for 10 s): closing at once would answer its last requests with 503.
      app.log.info(`${signal} received: still serving for ${String(config.stopDelayMs)} ms`);
      await sleep(config.stopDelayMs);
    }
    app.log.info(`${signal} received: closing the server and the database`);
    // A stuck connection must not keep the process (and the data directory's lock) forever.
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close(); // stops accepting, lets requests in flight finish
      if (redis) await closeRedis(redis);
      await database.close(); // then the database, and the data directory's lock
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  onStop = (signal) => void stop(signal);
  if (stopSignal) return stop(stopSignal);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    if (redis) await closeRedis(redis);
    await database.close();
    process.exit(1);
  }
  app.log.info(`API docs: http://${config.host}:${config.port}${DOCS_PATH}`);
}

main().catch((error: unknown) => {
  // Expected start-up failures get one clear line; anything else its stack.
  if (
    error instanceof ConfigError ||
    error instanceof LogFormatError ||
    error instanceof DataDirLockedError
  ) {
    console.error(`API not started: ${error.message}`);
  } else {
    console.error('API not started:', error);
  }
  process.exit(1);
});
