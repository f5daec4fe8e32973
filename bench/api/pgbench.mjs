// The floor of the API's creates on PostgreSQL: pgbench (PostgreSQL's own load tool, from its
// client tools) inserting the very row the bench POSTs into the API's own table, in the same
// database, with as many clients as autocannon has connections. Each pgbench transaction is one
// INSERT, committed alone: the database's raw insert rate without HTTP, JSON or validation, taken
// in the same rounds as the API's creates so a busy machine slows both alike.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scratchDir } from '../lib/paths.mjs';
import { CONNECTIONS, CREATE_BODY } from './load.mjs';

const run = promisify(execFile);

/** The pgbench on the PATH (or PGBENCH), or null when there is none. */
export function findPgbench() {
  const command = process.env.PGBENCH ?? 'pgbench';
  const probe = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? { command, version: probe.stdout.trim() } : null;
}

/** A SQL string literal. @param {string} text */
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/** The INSERT of CREATE_BODY's startup, as the API's create writes it. */
function insertScript() {
  const body = JSON.parse(CREATE_BODY);
  return (
    'INSERT INTO startups (name, founded_at, location, category, funding_amount) VALUES (' +
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
  const threads = Math.min(CONNECTIONS, cpus().length);
  const { stdout } = await run(
    command,
    ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', String(threads)].concat([
      '-T',
      String(Math.max(1, Math.round(seconds))),
      '-f',
      script,
      databaseUrl,
    ]),
    { timeout: (seconds + 60) * 1000 },
  );
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
