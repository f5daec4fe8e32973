import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis, Result } from 'ioredis';

/**
 * Each client's writes counted in Redis for every replica, a block at a time (docs/decisions/018):
 * a replica takes a block of the client's quota in one round trip and hands it out from memory,
 * instead of asking Redis on every write. A block is an eighth of what the client has left in its
 * window, at most BLOCK_MAX: whole blocks far from the limit, one write at a time near it, and
 * Redis never hands out more than the limit, so no more writes than the limit are let through.
 * With ASK_AHEAD units left of a block, the replica asks for the next one, so that its writes do
 * not wait for Redis (only blocks larger than that: far from the limit). The price: units a
 * replica holds unused are refused to the client by the others until the window ends, at most
 * MOST_HELD per other replica.
 */
export const BLOCK_MAX = 32;
const BLOCK_SHARE = 8;
export const ASK_AHEAD = 8;
export const MOST_HELD = ASK_AHEAD + BLOCK_MAX;

// Grants min(BLOCK_MAX, ⌈left / 8⌉) units, none once the limit is handed out; the first grant
// starts the window (a fixed one, as the plugin's own stores). Returns the units granted, all the
// units handed out in the window so far and the ms left in it. The key is a plain count, as
// INCR-based stores keep it, so replicas of an earlier build count with these during an upgrade.
const LEASE = `
local max, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local grant = math.max(0, math.min(tonumber(ARGV[3]), math.ceil((max - used) / tonumber(ARGV[4]))))
if grant > 0 then used = redis.call('INCRBY', KEYS[1], grant) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = window
  if used > 0 then redis.call('PEXPIRE', KEYS[1], window) end
end
return {grant, used, ttl}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    leaseWrites(
      key: string,
      max: number,
      windowMs: number,
      blockMax: number,
      blockShare: number,
    ): Result<[granted: number, handedOut: number, ttlMs: number], Context>;
  }
}

interface Lease {
  /** Units of the block not handed out yet. */
  left: number;
  /** Units Redis had handed out in the window, to every replica, when the block was taken. */
  handedOut: number;
  /** The window's end on this process's monotonic clock, never after Redis's. */
  endsAt: number;
}

/** What @fastify/rate-limit expects of a store: a write beyond `max` is refused. */
interface Count {
  current: number;
  ttl: number;
}

/** The connections `leaseWrites` is defined on (once each: declared above, defined below). */
const withLeaseCommand = new WeakSet<Redis>();

export class LeasedWriteCount {
  readonly #leases = new Map<string, Lease>();
  /** A key's request to Redis under way: the writes that find its block spent wait for it. */
  readonly #asking = new Map<string, Promise<void>>();
  #sweptAt = performance.now();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent as EVALSHA; ioredis sends the script itself when Redis does not know it yet.
    if (!withLeaseCommand.has(redis)) {
      redis.defineCommand('leaseWrites', { numberOfKeys: 1, lua: LEASE });
      withLeaseCommand.add(redis);
    }
  }

  /** The plugin's call (its index.js passes the window and the limit, which its types omit). */
  incr(
    key: string,
    callback: (error: Error | null, count?: Count) => void,
    timeWindow: number,
    max: number,
  ): void {
    const count = this.#fromLease(key, timeWindow, max);
    if (count) {
      callback(null, count);
      return;
    }
    this.#fromRedis(key, timeWindow, max).then(
      (taken) => callback(null, taken),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** For a route with limits of its own (the plugin's `config.rateLimit`), as its Redis store. */
  child(route: { routeInfo: { method: string; url: string } }): LeasedWriteCount {
    const { method, url } = route.routeInfo;
    return new LeasedWriteCount(this.redis, `${this.prefix}${method}${url}-`);
  }

  /** A unit of this replica's block, a refusal, or undefined when only Redis can say. */
  #fromLease(key: string, timeWindow: number, max: number): Count | undefined {
    const lease = this.#leases.get(key);
    const ttl = lease ? lease.endsAt - performance.now() : 0;
    if (!lease || ttl <= 0) return undefined;
    if (lease.left > 0) {
      lease.left -= 1;
      if (lease.left === ASK_AHEAD && !this.#asking.has(key)) {
        // Its failure is the next write's to meet, if the block is spent by then.
        this.#asked(key, timeWindow, max).catch(() => undefined);
      }
      // Exact on one replica; with several, counts as written the units other replicas hold.
      return { current: lease.handedOut - lease.left, ttl };
    }
    // The whole limit is handed out and none comes back within the window: no need to ask.
    if (lease.handedOut >= max) return { current: max + 1, ttl };
    return undefined;
  }

  async #fromRedis(key: string, timeWindow: number, max: number): Promise<Count> {
    for (;;) {
      await this.#asked(key, timeWindow, max);
      // A block smaller than the writes that waited for it: the rest ask again.
      const count = this.#fromLease(key, timeWindow, max);
      if (count) return count;
    }
  }

  /** The key's request to Redis under way, or a new one. */
  #asked(key: string, timeWindow: number, max: number): Promise<void> {
    let asking = this.#asking.get(key);
    if (!asking) {
      asking = this.#ask(key, timeWindow, max).finally(() => this.#asking.delete(key));
      this.#asking.set(key, asking);
    }
    return asking;
  }

  async #ask(key: string, timeWindow: number, max: number): Promise<void> {
    const sentAt = performance.now();
    const [granted, handedOut, ttl] = await this.redis.leaseWrites(
      this.prefix + key,
      max,
      timeWindow,
      BLOCK_MAX,
      BLOCK_SHARE,
    );
    // Counted from the moment it was asked, the block ends no later than Redis's window: a unit
    // of this window is never spent in the next.
    const endsAt = sentAt + ttl;
    const lease = this.#leases.get(key);
    if (lease && performance.now() < lease.endsAt) {
      // Asked ahead: the same window (Redis starts the next one only after this lease's end), so
      // the units add up.
      lease.left += granted;
      lease.handedOut = handedOut;
      lease.endsAt = Math.max(lease.endsAt, endsAt);
    } else {
      this.#leases.set(key, { left: granted, handedOut, endsAt });
    }
    if (sentAt - this.#sweptAt > timeWindow) this.#sweep(sentAt);
  }

  /** Forgets the clients whose window is over (once a window: memory for the active ones only). */
  #sweep(now: number) {
    this.#sweptAt = now;
    for (const [key, lease] of this.#leases) if (lease.endsAt <= now) this.#leases.delete(key);
  }
}

/** The `store` option of @fastify/rate-limit, which builds the store itself. */
export function leasedWriteStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const Store = class extends LeasedWriteCount {
    constructor() {
      super(redis, prefix);
    }
  };
  // Its types declare incr(key, callback); index.js calls incr(key, callback, timeWindow, max).
  return Store as unknown as FastifyRateLimitStoreCtor;
}
