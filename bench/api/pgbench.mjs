// The floor of the API's creates on PostgreSQL: pgbench (PostgreSQL's own load tool, from its
// client tools) inserting the very row the bench POSTs, on the same server, with as many clients
// as the load generator has connections. Each pgbench transaction is one INSERT, committed alone:
// the server's raw insert rate, without HTTP, JSON or validation. Its table is a copy of the API's
// `startups` (LIKE … INCLUDING ALL: the same columns, defaults, CHECKs and indexes, the trigram
// one included) without the trigger that NOTIFYs each write (migration 004), which PostgreSQL
// serialises at commit: the strict floor, what the server does when nothing else is asked of it.
// It runs in the same rounds as the API's creates, so a busy machine slows both alike.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { withPg } from '../lib/api-server.mjs';
import { scratchDir } from '../lib/paths.mjs';
import { CLIENT_THREADS, CONNECTIONS, CREATE_BODY } from './load.mjs';

const run = promisify(execFile);

/** The pgbench on the PATH (or PGBENCH), or null when there is none. */
export function findPgbench() {
  const command = process.env.PGBENCH ?? 'pgbench';
  const probe = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? { command, version: probe.stdout.trim() } : null;
}

/** A SQL string literal. @param {string} text */
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/** The table pgbench fills: `startups` as the API migrated it, without its NOTIFY trigger. */
export const FLOOR_TABLE = 'pgbench_startups';

/** Creates FLOOR_TABLE in the database at `databaseUrl` (once the API has migrated it). */
export async function createFloorTable(/** @type {string} */ databaseUrl) {
  await withPg(databaseUrl, (client) =>
    client.query(`CREATE TABLE IF NOT EXISTS ${FLOOR_TABLE} (LIKE startups INCLUDING ALL)`),
  );
}

/** The INSERT of CREATE_BODY's startup, as the API's create writes it. */
function insertScript() {
  const body = JSON.parse(CREATE_BODY);
  return (
    `INSERT INTO ${FLOOR_TABLE} (name, founded_at, location, category, funding_amount) VALUES (` +
    [body.name, body.foundedAt, body.location, body.category].map(literal).join(', ') +
    `, ${Number(body.fundingAmount)});\n`
  );
}

/**
 * Runs pgbench against `databaseUrl` for `seconds`; resolves like load.mjs's `load` (rows/s as
 * rps; pgbench reports a mean latency, given as p50, and no p99).
 * @param {string} command
 * @param {string} databaseUrl
 * @param {number} seconds
 */
export async function pgbenchInserts(command, databaseUrl, seconds) {
  const dir = join(scratchDir(), 'pgbench');
  mkdirSync(dir, { recursive: true });
  const script = join(dir, 'insert-startup.sql');
  writeFileSync(script, insertScript());
  const clients = ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', String(CLIENT_THREADS)];
  const duration = ['-T', String(Math.max(1, Math.round(seconds)))];
  const { stdout } = await run(command, [...clients, ...duration, '-f', script, databaseUrl], {
    timeout: (seconds + 60) * 1000,
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return {
    rps: Number(tps),
    p50: Number(latency),
    p99: NaN,
    non2xx: failed,
    errors: 0,
    cacheHits: null,
  };
}
