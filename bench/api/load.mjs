// One load run: fixed connections and duration, each connection one persistent HTTP/1.1 socket
// (keep-alive) sending its next request when the previous answer has arrived, no pipelining.
// The client is undici's Pool through its dispatch API, bodies read as bytes and never decoded: the
// cheapest client in CPU a request (why not autocannon or request(): docs/performance.md).
import { cpus } from 'node:os';
import { Pool } from 'undici';
import { SEARCH_WORDS } from '../lib/seed.mjs';
import { percentile } from '../lib/stats.mjs';

export const CONNECTIONS = 16;
/** Threads of the C clients (pgbench, wrk) over those connections: one per core. */
export const CLIENT_THREADS = Math.min(CONNECTIONS, cpus().length);

export const CREATE_BODY = JSON.stringify({
  name: 'Carga Andina',
  foundedAt: '2020-01-15',
  location: 'Lima, Perú',
  category: 'SaaS',
  fundingAmount: 250000,
});

const READ_PATH = '/v1/api/startups/read';
/** A request without an answer after this counts as an error (autocannon's `timeout: 10`). */
export const TIMEOUT_MS = 10_000;
/** @type {Map<string, number>} base URL → index of its next search word */
const nextWord = new Map();

/**
 * `path`: the path of each request, asked anew for every one.
 * @typedef {{ url: string, path: () => string, method?: 'GET' | 'POST',
 *   headers?: Record<string, string>, body?: string }} Scenario
 */

/**
 * Request options of each scenario, for a base URL.
 * @satisfies {Record<string, (base: string) => Scenario>}
 */
export const SCENARIOS = {
  // The same request over and over: after the first, the API answers from its list cache.
  list: (base) => ({ url: base, path: () => READ_PATH }),
  filter: (base) => ({ url: base, path: () => `${READ_PATH}?name=quetzal` }),
  // A different word on each request, in turn through all 200 (each in 10 names; seed.mjs): more
  // distinct queries than the list cache holds (100), so that every request reaches the database.
  // Each server goes on through the words where its previous run stopped: starting again from the
  // first word would find the end of the previous run still in the cache.
  filterDistinct: (base) => ({
    url: base,
    path: () => {
      const next = nextWord.get(base) ?? 0;
      nextWord.set(base, next + 1);
      const word = (SEARCH_WORDS[next % SEARCH_WORDS.length] ?? '').toLowerCase();
      return `${READ_PATH}?name=${encodeURIComponent(word)}`;
    },
  }),
  create: (base) => ({
    url: base,
    path: () => '/v1/api/startups/create',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CREATE_BODY,
  }),
};

/**
 * One request through `pool`'s dispatch API, its body read to the end as bytes and dropped.
 * Resolves to when the answer ended (performance.now()), its status and `x-cache` header, or null
 * on an error (no answer, a socket error or a time-out).
 * @param {Pool} pool
 * @param {Scenario} scenario
 * @returns {Promise<{ received: number, status: number, cache: unknown } | null>}
 */
function send(pool, { path, method = 'GET', headers, body }) {
  return new Promise((resolve) => {
    let status = 0;
    /** @type {unknown} */
    let cache;
    pool.dispatch(
      {
        path: path(),
        method,
        ...(headers ? { headers } : {}),
        ...(body === undefined ? {} : { body }),
      },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode, responseHeaders) {
          status = statusCode;
          cache = responseHeaders['x-cache'];
        },
        onResponseData() {},
        onResponseEnd() {
          resolve({ received: performance.now(), status, cache });
        },
        onResponseError() {
          resolve(null);
        },
      },
    );
  });
}

/**
 * Runs the load; resolves to answers/s, latency p50/p99 (ms, of the answers within the run), the
 * failures (non-2xx answers; errors: no answer, a socket error or the time-out), and the share of
 * answers the API took from its list cache (its `x-cache` header; null when the server sends none).
 * Only answers completed within `seconds` count; requests still in flight then are awaited, not
 * counted, so that the next run starts on a quiet server.
 */
export async function load(/** @type {Scenario} */ scenario, /** @type {number} */ seconds) {
  const pool = new Pool(scenario.url, {
    connections: CONNECTIONS,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const cache = { hit: 0, miss: 0 };
  /** @type {number[]} */
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const connection = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const answer = await send(pool, scenario);
      if (!answer) {
        errors += 1;
        continue;
      }
      if (answer.received > end) break;
      latencies.push(answer.received - sent);
      if (answer.status < 200 || answer.status > 299) non2xx += 1;
      if (answer.cache === 'hit' || answer.cache === 'miss') cache[answer.cache] += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  } finally {
    await pool.close();
  }
  const sorted = latencies.sort((a, b) => a - b);
  const answered = cache.hit + cache.miss;
  return {
    rps: latencies.length / seconds,
    p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
    non2xx,
    errors,
    cacheHits: answered > 0 ? cache.hit / answered : null,
  };
}
