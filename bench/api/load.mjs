// One autocannon run: fixed connections and duration, keep-alive (autocannon's default: each
// connection is one persistent HTTP/1.1 socket), no pipelining.
import autocannon from 'autocannon';
import { SEARCH_WORDS } from '../lib/seed.mjs';

export const CONNECTIONS = 16;

export const CREATE_BODY = JSON.stringify({
  name: 'Carga Andina',
  foundedAt: '2020-01-15',
  location: 'Lima, Perú',
  category: 'SaaS',
  fundingAmount: 250000,
});

const READ_PATH = '/v1/api/startups/read';
/** @type {Map<string, number>} base URL → index of its next search word */
const nextWord = new Map();

/**
 * @typedef {{ url: string } & Pick<import('autocannon').Request,
 *   'method' | 'headers' | 'body' | 'setupRequest'>} Scenario
 */

/** Request options of each scenario, for a base URL. @type {Record<string, (base: string) => Scenario>} */
export const SCENARIOS = {
  // The same request over and over: after the first, the API answers from its list cache.
  list: (base) => ({ url: `${base}${READ_PATH}` }),
  filter: (base) => ({ url: `${base}${READ_PATH}?name=quetzal` }),
  // A different word on each request, in turn through all 200 (each in 10 names; seed.mjs): more
  // distinct queries than the list cache holds (100), so that every request reaches the database.
  // Each server goes on through the words where its previous run stopped: starting again from the
  // first word would find the end of the previous run still in the cache.
  filterDistinct: (base) => ({
    url: `${base}${READ_PATH}`,
    setupRequest: (request) => {
      const next = nextWord.get(base) ?? 0;
      nextWord.set(base, next + 1);
      const word = (SEARCH_WORDS[next % SEARCH_WORDS.length] ?? '').toLowerCase();
      return { ...request, path: `${READ_PATH}?name=${encodeURIComponent(word)}` };
    },
  }),
  create: (base) => ({
    url: `${base}/v1/api/startups/create`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CREATE_BODY,
  }),
};

/**
 * Runs the load; resolves to req/s, latency p50/p99 (ms), the failures, and the share of answers
 * the API took from its list cache (its `x-cache` header; null when the server sends none).
 */
/**
 * @param {Scenario} scenario
 * @param {number} seconds
 */
export async function load({ url, setupRequest, ...request }, seconds) {
  const cache = { hit: 0, miss: 0 };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        ...request,
        ...(setupRequest ? { setupRequest } : {}),
        onResponse: (_status, _body, _context, headers) => {
          const state = headers?.['x-cache'];
          if (state === 'hit' || state === 'miss') cache[state] += 1;
        },
      },
    ],
  });
  const answered = cache.hit + cache.miss;
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cacheHits: answered > 0 ? cache.hit / answered : null,
  };
}
