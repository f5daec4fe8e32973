// A thousand live lists on one API instance (docs/performance.md, "A thousand live lists"): what
// the open streams cost the reads beside them, how soon a write reaches them all, their memory.
// Each stream comes from an X-Forwarded-For address of its own (the API trusts one proxy hop),
// since from one address the per-client limit refuses all but 20, the last thing measured.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { setTimeout as pause } from 'node:timers/promises';
import { median, percentile } from '../lib/stats.mjs';
import { CREATE_BODY, load, SCENARIOS } from './load.mjs';

const STREAM_PATH = '/v1/api/changes';
/** The per-client limit the API applies (DEFAULT_STREAMS_PER_CLIENT in api/src/live/). */
export const STREAMS_PER_CLIENT = 20;
/** How long a write may take to reach every stream before the bench gives up waiting. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** A private address for client `i` (10.0.0.0/8: up to 16 million distinct ones). */
const clientAddress = (/** @type {number} */ i) =>
  `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * @typedef {{ status: number, changes: number[], close: () => void }} Stream
 *   `changes`: when each `change` event arrived (performance.now())
 */

/**
 * Opens one stream as client `address`; resolves once its answer's head has arrived.
 * @param {string} base
 * @param {string} address
 * @param {Agent} agent
 * @returns {Promise<Stream>}
 */
function openStream(base, address, agent) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${STREAM_PATH}`, {
      agent,
      headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      /** @type {number[]} */
      const changes = [];
      let pending = '';
      res.setEncoding('utf8');
      res.on('data', (/** @type {string} */ chunk) => {
        // Events end with a blank line; only whole ones are counted.
        const events = (pending + chunk).split('\n\n');
        pending = events.pop() ?? '';
        for (const event of events) {
          if (event.startsWith('event: change')) changes.push(performance.now());
        }
      });
      res.on('error', () => undefined);
      resolve({ status: res.statusCode ?? 0, changes, close: () => req.destroy() });
    });
    req.end();
  });
}

/** The API process's resident memory in kB (Linux's /proc), or null elsewhere. */
function residentKb(/** @type {number | undefined} */ pid) {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) || null;
  } catch {
    return null;
  }
}

/**
 * One create; resolves to how long it took each open stream to hear of it (ms), the streams that
 * never did within DELIVERY_TIMEOUT_MS left out.
 */
async function deliveryTimes(/** @type {string} */ base, /** @type {Stream[]} */ streams) {
  const before = streams.map((stream) => stream.changes.length);
  const sent = performance.now();
  const answer = await fetch(`${base}/v1/api/startups/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
    body: CREATE_BODY,
  });
  if (!answer.ok) throw new Error(`the create answered ${String(answer.status)}`);
  const heard = () => streams.every((stream, i) => stream.changes.length > (before[i] ?? 0));
  while (!heard() && performance.now() - sent < DELIVERY_TIMEOUT_MS) await pause(20);
  return streams.flatMap((stream, i) => {
    const at = stream.changes[before[i] ?? 0];
    return at === undefined ? [] : [at - sent];
  });
}

/**
 * @param {{ base: string, pid: number | undefined, streams: number, rounds: number,
 *   seconds: number, log: (line: string) => void }} options
 */
export async function runStreamsSuite({ base, pid, streams: count, rounds, seconds, log }) {
  const agent = new Agent({ keepAlive: false });
  const list = SCENARIOS.list(base);
  /** @type {Awaited<ReturnType<typeof load>>[]} the reads alone */
  const alone = [];
  /** @type {Awaited<ReturnType<typeof load>>[]} the reads beside the open streams */
  const beside = [];
  /** @type {number[]} */
  const delivery = [];
  /** @type {number[]} */
  const perStreamKb = [];
  let delivered = 0;
  let sent = 0;
  await load(list, 1); // the list's cache warm, the API's code optimised
  try {
    // Alternating: the same reads without, then with the streams open, `rounds` times.
    for (let round = 1; round <= rounds; round += 1) {
      const quiet = await load(list, seconds);
      alone.push(quiet);
      const before = residentKb(pid);
      const open = await Promise.all(
        Array.from({ length: count }, (_, i) => openStream(base, clientAddress(i + 1), agent)),
      );
      try {
        const refused = open.filter((stream) => stream.status !== 200).length;
        if (refused > 0) throw new Error(`${String(refused)} of ${String(count)} streams refused`);
        await pause(1_000);
        const after = residentKb(pid);
        if (before !== null && after !== null) perStreamKb.push((after - before) / count);
        const busy = await load(list, seconds);
        beside.push(busy);
        const times = await deliveryTimes(base, open);
        delivery.push(...times);
        delivered += times.length;
        sent += count;
        log(
          `    round ${String(round)}: reads p99 ${String(quiet.p99)} ms alone, ` +
            `${String(busy.p99)} ms beside ${String(count)} streams; a write reached ` +
            `${String(times.length)} of them, the last after ${Math.max(...times).toFixed(0)} ms`,
        );
      } finally {
        for (const stream of open) stream.close();
      }
      await pause(500); // the API has closed them before the next quiet run
    }

    // One client may still hold no more than its own 20, however many others are open.
    const mine = await Promise.all(
      Array.from({ length: STREAMS_PER_CLIENT + 1 }, () => openStream(base, '192.0.2.1', agent)),
    );
    const accepted = mine.filter((stream) => stream.status === 200).length;
    const refused = mine.filter((stream) => stream.status === 429).length;
    for (const stream of mine) stream.close();

    const sorted = [...delivery].sort((a, b) => a - b);
    const withoutP99 = median(alone.map((run) => run.p99));
    const withP99 = median(beside.map((run) => run.p99));
    return {
      streams: count,
      read_p99_ms_without: withoutP99,
      read_p99_ms_with: withP99,
      read_p99_ratio: withP99 / withoutP99,
      read_rps_without: median(alone.map((run) => run.rps)),
      read_rps_with: median(beside.map((run) => run.rps)),
      delivered_share: sent > 0 ? delivered / sent : 0,
      delivery_ms_p50: percentile(sorted, 0.5),
      // A stream that never heard of the write counts as the whole wait: over any target.
      delivery_ms_max: delivered === sent ? (sorted.at(-1) ?? null) : DELIVERY_TIMEOUT_MS,
      memory_kb_per_stream: perStreamKb.length ? median(perStreamKb) : null,
      per_client_accepted: accepted,
      per_client_refused: refused,
      per_client_limit_ok: accepted === STREAMS_PER_CLIENT && refused === 1 ? 1 : 0,
      rounds,
      seconds_per_run: seconds,
    };
  } finally {
    agent.destroy();
  }
}
