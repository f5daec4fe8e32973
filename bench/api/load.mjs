// One autocannon run: fixed connections and duration, keep-alive (autocannon's default: each
// connection is one persistent HTTP/1.1 socket), no pipelining.
import autocannon from 'autocannon';

export const CONNECTIONS = 16;

export const CREATE_BODY = JSON.stringify({
  name: 'Carga Andina',
  foundedAt: '2020-01-15',
  location: 'Lima, Perú',
  category: 'SaaS',
  fundingAmount: 250000,
});

/** Request options of each scenario, for a base URL. */
export const SCENARIOS = {
  list: (base) => ({ url: `${base}/v1/api/startups/read` }),
  filter: (base) => ({ url: `${base}/v1/api/startups/read?name=quetzal` }),
  create: (base) => ({
    url: `${base}/v1/api/startups/create`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CREATE_BODY,
  }),
};

/** Runs the load; resolves to req/s, latency p50/p99 (ms) and the failures. */
export async function load(request, seconds) {
  const result = await autocannon({
    ...request,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
