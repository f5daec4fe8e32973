import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import {
  ASK_AHEAD,
  BLOCK_MAX,
  LeasedWriteCount,
  MOST_HELD,
} from '../../src/redis/leased-write-count.ts';
import { BACKENDS } from '../helpers/backends.ts';
import { freePort } from '../helpers/api-process.ts';
import { startupBody } from '../helpers/fixtures.ts';

// The write limit's store (docs/decisions/018) as three replicas use it: three stores, each on a
// connection of its own, sharing one Redis. Its invariants: never more than the limit let through
// in a window, early refusals bounded by the blocks the other replicas hold, windows that end, and
// the same answers to the client as the plugin's own store. The test needs a Redis (TEST_REDIS_URL;
// limits-across-replicas.test.ts says so when it is missing, and fails in CI).

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const MINUTE = 60_000;

interface Count {
  current: number;
  ttl: number;
}

/** One write as the plugin counts it: let through when `current` is at most `max`. */
function write(store: LeasedWriteCount, key: string, max: number, windowMs = MINUTE) {
  return new Promise<Count>((resolve, reject) => {
    store.incr(
      key,
      (error, count) =>
        error ? reject(error) : count ? resolve(count) : reject(new Error('no count')),
      windowMs,
      max,
    );
  });
}

const accepted = (counts: Count[], max: number) => counts.filter((c) => c.current <= max).length;

describe.skipIf(!redisUrl)('the write count in blocks, three replicas sharing Redis', () => {
  const prefix = `prueba-bloques-${String(process.pid)}-${String(Date.now())}:`;
  const connections: Redis[] = [];
  const replicas: LeasedWriteCount[] = [];
  /** The `i`th replica in turn. */
  const replica = (i: number) => {
    const store = replicas[i % replicas.length];
    if (!store) throw new Error('no replica');
    return store;
  };
  /** Redis as the test reads it. */
  const redis = () => {
    const [connection] = connections;
    if (!connection) throw new Error('no connection');
    return connection;
  };
  let keys = 0;
  /** A client of its own for each test: its count starts from zero. */
  const client = () => `cliente-${String((keys += 1))}`;
  /** The ms Redis has left in `key`'s window. */
  const pttl = (key: string) => redis().pttl(prefix + key);

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      const connection = new Redis(redisUrl ?? '', { lazyConnect: true, maxRetriesPerRequest: 0 });
      await connection.connect();
      connections.push(connection);
      replicas.push(new LeasedWriteCount(connection, prefix));
    }
  });

  afterAll(async () => {
    const written = await redis().keys(`${prefix}*`);
    if (written.length > 0) await redis().del(...written);
    for (const connection of connections) connection.disconnect();
  });

  it('lets exactly the limit through to writes sent to the three at once', async () => {
    for (const max of [1, 7, 30, 100, 1_200]) {
      const key = client();
      // Each replica gets as many writes as the limit: none is left holding units it cannot use.
      const writes = [];
      for (let i = 0; i < 3 * max; i += 1) writes.push(write(replica(i), key, max));
      const counts = await Promise.all(writes);
      expect(accepted(counts, max), `limit ${String(max)}`).toBe(max);
      expect(await redis().get(prefix + key)).toBe(String(max));
    }
  });

  it('never lets more than the limit through, however the writes are spread', async () => {
    const max = 200;
    for (let round = 0; round < 5; round += 1) {
      const key = client();
      const writes = [];
      // Bursts to a replica picked at random, some while others are still asking Redis.
      for (let i = 0; i < 3 * max; i += 1) {
        writes.push(write(replica(Math.floor(Math.random() * 3)), key, max));
        if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      const letThrough = accepted(await Promise.all(writes), max);
      expect(letThrough).toBeLessThanOrEqual(max);
      expect(letThrough).toBeGreaterThanOrEqual(max - 2 * MOST_HELD);
    }
  });

  it('refuses early at most MOST_HELD writes per other replica, which those still let through', async () => {
    const max = 1_200; // the default: far from it a block is BLOCK_MAX units
    const key = client();
    const [a, b, c] = [replica(0), replica(1), replica(2)];
    const handedOut = async () => Number(await redis().get(prefix + key));
    // The worst case: a and c each use their first block down to ASK_AHEAD units, take the next
    // block ahead, and then see none of the client's writes, which all go through b.
    const used = BLOCK_MAX - ASK_AHEAD;
    for (const replica of [a, c]) {
      for (let i = 0; i < used; i += 1)
        expect((await write(replica, key, max)).current).toBeLessThan(max);
    }
    // The blocks asked ahead are on their way (a write does not wait for them).
    while ((await handedOut()) < 4 * BLOCK_MAX)
      await new Promise((resolve) => setTimeout(resolve, 5));
    let throughB = 0;
    while ((await write(b, key, max)).current <= max) throughB += 1;
    const heldElsewhere = 2 * MOST_HELD;
    expect(throughB).toBe(max - 2 * used - heldElsewhere); // the bound is reached
    // The units a and c hold are not lost: the client's writes through them are let through.
    let throughAC = 0;
    for (const replica of [a, c]) {
      while ((await write(replica, key, max)).current <= max) throughAC += 1;
    }
    expect(throughAC).toBe(heldElsewhere);
    expect(2 * used + throughB + throughAC).toBe(max);
  });

  it('asks for the next block before the last is spent, far from the limit', async () => {
    const max = 1_200;
    const key = client();
    const handedOut = async () => Number(await redis().get(prefix + key));
    for (let i = 0; i < BLOCK_MAX - ASK_AHEAD - 1; i += 1) await write(replica(0), key, max);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await handedOut()).toBe(BLOCK_MAX);
    // This write leaves ASK_AHEAD units: the next block is asked for, and the write does not wait.
    expect((await write(replica(0), key, max)).current).toBe(BLOCK_MAX - ASK_AHEAD);
    while ((await handedOut()) < 2 * BLOCK_MAX) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Its units add up with those left: the writes that follow count on from there.
    expect((await write(replica(0), key, max)).current).toBe(BLOCK_MAX - ASK_AHEAD + 1);
  });

  it('takes one unit at a time near the limit, so that none is held unused there', async () => {
    const max = 30;
    const key = client();
    const handedOut = async () => Number(await redis().get(prefix + key));
    // Blocks of ⌈left / 8⌉: 4, 4, 3, 3, 2, 2, 2, 2 (22 in all), then one at a time for the last 8.
    for (let i = 1; i <= max - 8; i += 1) await write(replica(0), key, max);
    expect(await handedOut()).toBe(max - 8);
    for (let i = max - 7; i <= max; i += 1) {
      expect((await write(replica(i), key, max)).current).toBeLessThanOrEqual(max);
      expect(await handedOut()).toBe(i);
    }
    for (const replica of replicas) expect((await write(replica, key, max)).current).toBe(max + 1);
  });

  it('tells a refused write the time left in the window, and each write what is left', async () => {
    const max = 5;
    const key = client();
    const [a, b] = [replica(0), replica(1)];
    // One replica alone counts exactly as the plugin's own stores: 1, 2, … then refused.
    for (let i = 1; i <= max; i += 1) expect((await write(a, key, max)).current).toBe(i);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const replica of [a, b, b]) {
      const before = await pttl(key);
      const refused = await write(replica, key, max);
      const after = await pttl(key);
      expect(refused.current).toBeGreaterThan(max);
      expect(Math.ceil(refused.ttl / 1000)).toBeLessThanOrEqual(Math.ceil(before / 1000));
      expect(refused.ttl).toBeGreaterThan(after - 100);
      expect(refused.ttl).toBeLessThan(MINUTE - 1_000);
    }
  });

  it('starts a new window when the last one ends', async () => {
    const max = 3;
    const windowMs = 400;
    const key = client();
    const [a, b, c] = [replica(0), replica(1), replica(2)];
    const first = [];
    for (const replica of [a, b, c, a]) first.push(await write(replica, key, max, windowMs));
    expect(accepted(first, max)).toBe(max);
    const refused = first.at(-1);
    expect(refused?.current).toBeGreaterThan(max);
    expect(refused?.ttl).toBeGreaterThan(0);
    expect(refused?.ttl).toBeLessThanOrEqual(windowMs);
    await new Promise((resolve) => setTimeout(resolve, (refused?.ttl ?? windowMs) + 50));
    expect(await pttl(key)).toBe(-2); // gone from Redis
    const second = [];
    for (const replica of [a, b, c, b]) second.push(await write(replica, key, max, windowMs));
    expect(accepted(second, max)).toBe(max);
    expect(second[0]?.current).toBe(1);
  });

  it('fails a write it cannot count, for the plugin to let it through (skipOnError)', async () => {
    const down = new Redis(`redis://127.0.0.1:${String(await freePort())}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => undefined); // redis-client.ts logs it in the API
    try {
      await down.connect().catch(() => undefined);
      await expect(write(new LeasedWriteCount(down, prefix), client(), 5)).rejects.toThrow();
    } finally {
      down.disconnect();
    }
  });

  describe('as the client sees it', () => {
    let db: Database;
    beforeAll(async () => {
      const pglite = BACKENDS.find((backend) => backend.name === 'PGlite');
      if (!pglite) throw new Error('no PGlite backend');
      db = await pglite.open(); // in memory, shared by the run
    });

    /** Statuses, bodies and limit headers of `count` creates from one client. */
    async function answers(shared: Redis | undefined, count: number) {
      const app = await buildApp({
        db,
        corsOrigins: [],
        writeRateLimit: 3,
        ...(shared ? { redis: shared, redisPrefix: `${prefix}app-` } : {}),
      });
      try {
        const seen = [];
        for (let i = 0; i < count; i += 1) {
          const answer = await app.inject({
            method: 'POST',
            url: '/v1/api/startups/create',
            payload: startupBody({ name: `Bloques ${String(Date.now())} ${String(i)}` }),
          });
          const header = (name: string) => answer.headers[name];
          seen.push({
            status: answer.statusCode,
            body: answer.statusCode === 429 ? answer.json<unknown>() : null,
            limit: header('x-ratelimit-limit'),
            remaining: header('x-ratelimit-remaining'),
            reset: header('x-ratelimit-reset'),
            retryAfter: header('retry-after'),
          });
        }
        return seen;
      } finally {
        await app.close();
      }
    }

    it('gives the same answers, 429 in Spanish and headers, as the count in memory', async () => {
      const inMemory = await answers(undefined, 5);
      const inBlocks = await answers(redis(), 5);
      // The seconds left may differ by one between the two runs on a slow machine.
      const apartFromSeconds = (seen: typeof inMemory) =>
        seen.map(({ reset, retryAfter, ...rest }) => ({
          ...rest,
          reset: typeof reset,
          retryAfter: typeof retryAfter,
        }));
      expect(apartFromSeconds(inBlocks)).toEqual(apartFromSeconds(inMemory));
      expect(inBlocks.map((a) => a.status)).toEqual([201, 201, 201, 429, 429]);
      expect(inBlocks.map((a) => a.remaining)).toEqual(['2', '1', '0', '0', '0']);
      expect(inBlocks[3]).toMatchObject({
        body: { error: ERROR_MESSAGES.tooManyRequests },
        limit: '3',
      });
      for (const answer of inBlocks) {
        expect(Number(answer.reset)).toBeGreaterThanOrEqual(55);
        expect(Number(answer.reset)).toBeLessThanOrEqual(60);
        if (answer.status === 429) expect(answer.retryAfter).toBe(answer.reset);
      }
    });
  });
});
