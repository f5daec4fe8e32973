import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * A stream counts in Redis for this long after its replica last renewed it; the replica renews its
 * streams three times as often. A replica killed without closing them (SIGKILL, a lost machine)
 * stops counting against its clients within this time.
 */
export const STREAM_LEASE_MS = 30_000;
const RENEW_EVERY_MS = STREAM_LEASE_MS / 3;

// One sorted set per client: a member per open stream, scored with the time its lease ends. Redis's
// own clock, so the replicas' clocks need not agree.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;
const ACQUIRE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
// Every open stream again, those taken while Redis was unreachable too: after an outage the count
// is what is really open.
const RENEW = `${NOW}
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[1]), ARGV[i + 1])
  redis.call('PEXPIRE', key, ARGV[1])
end
return #KEYS`;

/**
 * Each client's open live streams counted across every replica sharing the Redis server. When
 * Redis cannot answer, a stream is let through: the replica's own per-client and total limits
 * (ConnectionLimit) still hold.
 */
export class SharedStreamCount {
  readonly #replica = randomUUID();
  #sequence = 0;
  /** This replica's open streams: member → its client's key. */
  readonly #open = new Map<string, string>();
  readonly #timer: NodeJS.Timeout;
  #warned = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly perClient: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#timer = setInterval(() => void this.#renew(), RENEW_EVERY_MS).unref();
  }

  /** Takes a place for `client` across the replicas; its release (call once), or null when full. */
  async acquire(client: string): Promise<(() => void) | null> {
    const key = `${this.prefix}flujos:${client}`;
    const member = `${this.#replica}:${String((this.#sequence += 1))}`;
    try {
      const taken = await this.redis.eval(ACQUIRE, 1, key, this.perClient, STREAM_LEASE_MS, member);
      if (taken === 0) return null;
    } catch (error) {
      this.#warn(error);
    }
    this.#open.set(member, key);
    return () => {
      if (!this.#open.delete(member)) return;
      this.redis.zrem(key, member).catch((error: unknown) => this.#warn(error));
    };
  }

  close() {
    clearInterval(this.#timer);
  }

  async #renew() {
    if (this.#open.size === 0) return;
    const members = [...this.#open.keys()];
    const keys = members.map((member) => this.#open.get(member) ?? '');
    try {
      await this.redis.eval(RENEW, keys.length, ...keys, STREAM_LEASE_MS, ...members);
      this.#warned = false;
    } catch (error) {
      this.#warn(error);
    }
  }

  #warn(error: unknown) {
    if (this.#warned) return;
    this.#warned = true;
    this.log.warn(
      { err: error },
      'live streams: Redis did not answer; counted by this process alone meanwhile',
    );
  }
}
