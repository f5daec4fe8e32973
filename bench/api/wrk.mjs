// The creates' load generator: wrk (apt-get install wrk), a C client made for HTTP benchmarks, as
// pgbench is the C client of the floor they are compared with: on the bench's two cores undici's
// client (load.mjs) took CPU from the server it measured (docs/performance.md). A create is the
// same request every time, so wrk sends it from its own fast path (no Lua per request); the reads
// keep undici, which varies the path per request and records the API's x-cache header.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scratchDir } from '../lib/paths.mjs';
import { CLIENT_THREADS, CONNECTIONS, TIMEOUT_MS } from './load.mjs';

const run = promisify(execFile);

/** The wrk on the PATH (or WRK), or null when there is none. */
export function findWrk() {
  const command = process.env.WRK ?? 'wrk';
  // wrk has no --version: `-v` prints its version and usage, and exits 1.
  const probe = spawnSync(command, ['-v'], { encoding: 'utf8' });
  const version = /^wrk \S+/.exec(probe.stdout ?? '')?.[0];
  return probe.error || !version ? null : { command, version };
}

/** A Lua string literal. @param {string} text */
const luaString = (text) => JSON.stringify(text);

/**
 * The Lua script that sets the request wrk repeats: its method, headers and body.
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} request
 */
function requestScript({ method = 'GET', headers = {}, body }) {
  const lines = [`wrk.method = ${luaString(method)}`];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  }
  if (body !== undefined) lines.push(`wrk.body = ${luaString(body)}`);
  return `${lines.join('\n')}\n`;
}

const UNIT_MS = /** @type {Record<string, number>} */ ({ us: 0.001, ms: 1, s: 1000, m: 60_000 });

/** A latency as wrk prints it ("812.00us", "3.10ms", "1.02s"), in ms. */
function latencyMs(/** @type {string | undefined} */ text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  const unit = match && UNIT_MS[match[2] ?? ''];
  return match && unit ? Math.round(Number(match[1]) * unit * 10) / 10 : NaN;
}

/**
 * wrk's report, as load.mjs's `load` resolves (answers/s, p50/p99 in ms, non-2xx, errors).
 * Exported for its test: a report it cannot read is an error, never a zero.
 */
export function parseWrkReport(/** @type {string} */ stdout) {
  const rps = /^Requests\/sec:\s+([\d.]+)$/m.exec(stdout)?.[1];
  if (rps === undefined) throw new Error(`wrk printed no Requests/sec:\n${stdout}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    rps: Number(rps),
    p50: latencyMs(/^\s+50%\s+(\S+)$/m.exec(stdout)?.[1]),
    p99: latencyMs(/^\s+99%\s+(\S+)$/m.exec(stdout)?.[1]),
    // wrk counts 3xx answers as successes; no create route answers one.
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    cacheHits: null,
  };
}

/**
 * Runs wrk against `scenario` (one fixed request) for `seconds`, with load.mjs's connections and
 * time-out, keep-alive and no pipelining (wrk's own way); resolves like `load`.
 * @param {string} command
 * @param {import('./load.mjs').Scenario} scenario
 * @param {number} seconds
 */
export async function wrkLoad(command, scenario, seconds) {
  const dir = join(scratchDir(), 'wrk');
  mkdirSync(dir, { recursive: true });
  const script = join(dir, 'request.lua');
  writeFileSync(script, requestScript(scenario));
  const duration = `${Math.max(1, Math.round(seconds))}s`;
  const load = ['-t', String(CLIENT_THREADS), '-c', String(CONNECTIONS), '-d', duration];
  const report = ['--timeout', `${TIMEOUT_MS / 1000}s`, '--latency', '-s', script];
  const url = new URL(scenario.path(), scenario.url).toString();
  const { stdout } = await run(command, [...load, ...report, url], {
    timeout: (seconds + 60) * 1000,
  });
  return parseWrkReport(stdout);
}
