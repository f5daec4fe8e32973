import { ERROR_MESSAGES } from '@sistema/shared/contract';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { closeRedis, openRedis } from '../../src/redis/redis-client.ts';
import { STREAM_LEASE_MS } from '../../src/live/shared-stream-count.ts';
import { DEFAULT_STREAMS_PER_CLIENT } from '../../src/live/change-routes.ts';
import { LIVE_MESSAGES } from '../../src/live/live-messages.ts';
import { freePort, killHard, startApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { BACKENDS } from '../helpers/backends.ts';

// Three API processes, as three replicas behind a balancer, sharing one database and one Redis: a
// client's writes and live streams count once for all of them (docs/decisions/018). Each process
// alone would let LIMIT writes through, so three would let three times as many. The writes' count
// in blocks is tested closer in test/redis/leased-write-count.test.ts.
// The test PostgreSQL when there is one; else each process on a copy of one embedded database.
// Last, an API whose Redis is down still takes writes (needs no Redis).

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const pgSchema = inject('pgSchema');
const LIMIT = 30;
const WRITES = 3 * LIMIT + 10;
const MARGIN_MS = 3_000;

if (!redisUrl) {
  const message =
    'TEST_REDIS_URL is not set: the limits across replicas need a Redis server. Example: ' +
    'TEST_REDIS_URL=redis://127.0.0.1:6379';
  // In CI a missing Redis is a failure, never a silent skip.
  if (process.env.CI) {
    it('has a Redis server to test against', () => {
      throw new Error(message);
    });
  } else {
    console.warn(`\n[api] ${message}: limits-across-replicas SKIPPED\n`);
  }
}

/** The `i`th of `items` in turn, as a balancer's round robin picks. */
function roundRobin<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

describe.skipIf(!redisUrl)('limits across three API replicas sharing Redis', () => {
  // Keys of this run only: other runs and the bench may use the same server at the same time.
  const prefix = `prueba-${String(process.pid)}-${String(Date.now())}:`;
  const dirs: string[] = [];
  const apis: ApiProcess[] = [];
  const streams: EventStream[] = [];

  beforeAll(async () => {
    const redis = new Redis(redisUrl ?? '', { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
    }
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: prefix,
      WRITE_RATE_LIMIT: String(LIMIT),
      // Behind one proxy, as deployed: a test's client is the address in X-Forwarded-For, and
      // 127.0.0.1 when it sends none.
      TRUST_PROXY: '1',
    };
    const databases = await databasesForThree();
    apis.push(
      ...(await Promise.all(databases.map((database) => startApiProcess({ ...env, ...database })))),
    );
  }, 300_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(apis.map(killHard));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Each process's DATABASE_URL or DATA_DIR. */
  async function databasesForThree(): Promise<Record<string, string>[]> {
    if (pgSchema !== null) {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.searchParams.set('options', `-c search_path=${pgSchema},public`);
      return [0, 1, 2].map(() => ({ DATABASE_URL: url.toString() }));
    }
    // An embedded database is one process's: created once, then copied for each.
    const first = mkdtempSync(join(tmpdir(), 'limits-replicas-'));
    dirs.push(first);
    const creator = await startApiProcess({ DATABASE_URL: '', DATA_DIR: first });
    await new Promise((resolve) => {
      creator.child.once('exit', resolve);
      creator.child.kill('SIGTERM');
    });
    return [0, 1, 2].map((i) => {
      const dir = `${first}-${String(i)}`;
      cpSync(first, dir, { recursive: true });
      dirs.push(dir);
      return { DATABASE_URL: '', DATA_DIR: dir };
    });
  }

  it('lets one client write the limit once across the three, and refuses the rest in Spanish', async () => {
    const answers: { status: number; retryAfter: string | null; body: unknown }[] = [];
    const run = String(Date.now());
    // Four at a time, each to the next process: a balancer's round robin.
    for (let i = 0; i < WRITES; i += 4) {
      const batch = [];
      for (let j = i; j < Math.min(i + 4, WRITES); j += 1) {
        const api = roundRobin(apis, j);
        batch.push(
          fetch(`${api.url}/v1/api/startups/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(startupBody({ name: `Réplica ${run} ${String(j)}` })),
          }).then(async (answer) => ({
            status: answer.status,
            retryAfter: answer.headers.get('retry-after'),
            body: await answer.json(),
          })),
        );
      }
      answers.push(...(await Promise.all(batch)));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(WRITES - LIMIT);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ error: ERROR_MESSAGES.tooManyRequests });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }
  });

  /** A create from `client`, the address the proxy in front forwards, through `api`. */
  async function createAs(api: ApiProcess, client: string) {
    const answer = await fetch(`${api.url}/v1/api/startups/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(startupBody({ name: `Réplica ${client} ${randomUUID()}` })),
    });
    const header = (name: string) => answer.headers.get(name);
    return {
      status: answer.status,
      body: await answer.json(),
      retryAfter: header('retry-after'),
      limit: header('x-ratelimit-limit'),
      remaining: header('x-ratelimit-remaining'),
      reset: header('x-ratelimit-reset'),
    };
  }

  it('never lets more than the limit through to writes sent to the three at once', async () => {
    // Each process takes its part of the limit in blocks; all the writes arrive together.
    const answers = await Promise.all(
      Array.from({ length: WRITES }, (_, i) => createAs(roundRobin(apis, i), '203.0.113.10')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(WRITES - LIMIT);
  });

  it('tells each write refused at the limit the seconds left in the window', async () => {
    const client = '203.0.113.11';
    const key = `${prefix}escrituras:${client}`;
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await createAs(roundRobin(apis, i), client)).status).toBe(201); // none held unused
    }
    // Later in the window: the seconds left are fewer than a minute.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 0 });
    try {
      for (let i = 0; i < 2 * apis.length; i += 1) {
        const before = await redis.pttl(key);
        const answer = await createAs(roundRobin(apis, i), client);
        const after = await redis.pttl(key);
        expect(answer).toMatchObject({
          status: 429,
          body: { error: ERROR_MESSAGES.tooManyRequests },
          limit: String(LIMIT),
          remaining: '0',
          reset: answer.retryAfter,
        });
        const seconds = Number(answer.retryAfter);
        expect(seconds).toBeLessThanOrEqual(Math.ceil(before / 1000));
        expect(seconds).toBeGreaterThanOrEqual(Math.ceil((after - 100) / 1000));
        expect(seconds).toBeLessThan(60);
      }
    } finally {
      redis.disconnect();
    }
  });

  /** Opens a live stream on `api` and keeps it (closed after the tests). */
  async function open(api: ApiProcess) {
    const stream = await openEventStream(`${api.url}/v1/api/changes`);
    streams.push(stream);
    return stream;
  }

  /** A stream `api` refuses: 429, Retry-After and the Spanish message; a stream it accepts fails. */
  async function expectRefused(api: ApiProcess) {
    const answer = await fetch(`${api.url}/v1/api/changes`);
    if (answer.status === 200) await answer.body?.cancel();
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(await answer.json()).toEqual({ error: LIVE_MESSAGES.tooManyStreams });
  }

  it(
    'holds one client to its live streams across the three, and frees those of a killed replica within the lease',
    { timeout: STREAM_LEASE_MS + 60_000 },
    async () => {
      const [a, b, c] = apis as [ApiProcess, ApiProcess, ApiProcess];
      const onC: EventStream[] = [];
      for (let i = 0; i < DEFAULT_STREAMS_PER_CLIENT; i += 1) {
        const api = roundRobin([a, b, c], i);
        const stream = await open(api);
        expect(stream.status).toBe(200);
        if (api === c) onC.push(stream);
      }
      for (const api of [a, b, c]) await expectRefused(api);

      // A closed stream gives its place back at once, to any replica.
      roundRobin(streams, 0).close();
      const closedAt = Date.now();
      let reopened: EventStream | undefined;
      while (!reopened && Date.now() - closedAt < MARGIN_MS) {
        const stream = await open(b);
        if (stream.status === 200) reopened = stream;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(reopened?.status).toBe(200);
      await expectRefused(a);

      // c dies without closing anything: its streams count until their leases end, then not.
      await killHard(c);
      const killedAt = Date.now();
      let freed = 0;
      while (freed < onC.length && Date.now() - killedAt < STREAM_LEASE_MS + MARGIN_MS) {
        const api = freed % 2 === 0 ? a : b;
        const stream = await open(api);
        if (stream.status === 200) freed += 1;
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(freed, `places freed within ${String(Date.now() - killedAt)} ms`).toBe(onC.length);
      await expectRefused(a);
      await expectRefused(b);
    },
  );
});

describe('an API whose Redis is unreachable', () => {
  let db: Database;
  beforeAll(async () => {
    db = await roundRobin(BACKENDS, 0).open(); // PGlite in memory, shared by the run
  });
  it('keeps taking writes past the limit and opening live streams, and says so in its log', async () => {
    const lines: string[] = [];
    const logger = {
      level: 'warn',
      stream: { write: (line: string) => lines.push(line) },
    };
    // A port nothing listens on: refused at once, as a stopped Redis.
    const redis = await openRedis(
      `redis://127.0.0.1:${String(await freePort())}`,
      Fastify({ logger }).log,
    );
    const app = await buildApp({
      db,
      corsOrigins: [],
      writeRateLimit: 2,
      redis,
      redisPrefix: 'inalcanzable:',
      logger,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: '/v1/api/startups/create',
          payload: startupBody({ name: `Sin Redis ${String(Date.now())} ${String(i)}` }),
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201]);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const stream = await openEventStream(`http://127.0.0.1:${String(port)}/v1/api/changes`);
      stream.close();
      expect(stream.status).toBe(200);
      expect(lines.join('')).toContain('unreachable: writes are not limited');
    } finally {
      await app.close();
      await closeRedis(redis);
    }
  });
});
