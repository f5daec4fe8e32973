import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The client for the counts the replicas share (docs/decisions/018): the write limit and the live
 * streams. Redis answers in well under a millisecond, so a command that takes a second means it is
 * gone or stuck: it fails then, and so does every command while the connection is down (no queue),
 * so that a write never waits on Redis; the callers let the request through instead. It keeps
 * reconnecting in the background for as long as the process runs.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;

export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // The commands of requests that arrive together go out in one write: about 20 µs less CPU per
    // write in the API, measured (docs/decisions/018).
    enableAutoPipelining: true,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  const where = describe(url);
  // Once per outage, not once per reconnection attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      `Redis ${where} unreachable: writes are not limited and live streams are counted per process until it is back`,
    );
  });
  redis.on('ready', () => {
    if (down) log.info(`Redis ${where} reachable again: limits count across replicas`);
    down = false;
  });
  // The start does not wait for Redis: an API without it still serves (see above).
  await redis.connect().catch(() => undefined);
  if (redis.status === 'ready') log.info(`Redis ${where}: limits count across replicas`);
  return redis;
}

/** Closes the connection: politely when it is up, at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}

/** host:port, without the credentials, for the logs. */
function describe(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}
