import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listMigrations } from '../../src/db/migrate.ts';
import { freePort } from '../helpers/api-process.ts';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const pgSchema = inject('pgSchema');

interface Run {
  code: number | null;
  /** The JSON log lines the process wrote. */
  lines: Record<string, unknown>[];
  output: string;
}

/** `server.ts --migrate-only` to its end, on a port it must never listen on. */
async function migrateOnly(env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--migrate-only'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), SEED_DEMO: '0', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { code, lines, output };
}

const appliedBy = (run: Run) => run.lines.find((line) => 'migrations' in line)?.migrations;

// The migrations as a job of their own (a Kubernetes Job): the process applies them, says which,
// and exits 0 without serving; a second run finds nothing left to apply.
describe('server.ts --migrate-only [PGlite]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-migrate-only-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  // One run only: creating an embedded database is the slow part; the second run, which finds
  // nothing left to apply, is the PostgreSQL variant's.
  it('migrates a new database and exits 0 without listening', { timeout: 180_000 }, async () => {
    const run = await migrateOnly({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(run.code, run.output).toBe(0);
    expect(appliedBy(run)).toEqual((await listMigrations()).map((migration) => migration.version));
    expect(run.output).not.toMatch(/listening/i);
  });

  it('exits 1, naming the variable, when the configuration is wrong', async () => {
    const run = await migrateOnly({ DATABASE_URL: 'mysql://nope' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATABASE_URL debe ser');
  });
});

describe('server.ts --migrate-only [PostgreSQL]', () => {
  // A schema of its own, empty, so every migration is applied; named like the run's schemas
  // (test/global-setup.ts), so a crashed run's is dropped later like theirs.
  const schema = `api_test_${String(Date.now())}_${String(process.pid)}_migrate_only`;
  const url = process.env.TEST_DATABASE_URL ?? '';
  const withClient = async <T>(query: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await query(client);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    if (pgSchema !== null) await withClient((client) => client.query(`CREATE SCHEMA "${schema}"`));
  });
  afterAll(async () => {
    if (pgSchema !== null)
      await withClient((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  });

  it.skipIf(pgSchema === null)(
    'migrates an empty schema and exits 0, then applies nothing',
    { timeout: 60_000 },
    async () => {
      const databaseUrl = new URL(url);
      databaseUrl.searchParams.set('options', `-c search_path=${schema},public`);
      const env = { DATABASE_URL: databaseUrl.toString() };
      const versions = (await listMigrations()).map((migration) => migration.version);

      const first = await migrateOnly(env);
      expect(first.code, first.output).toBe(0);
      expect(appliedBy(first)).toEqual(versions);
      const second = await migrateOnly(env);
      expect(second.code, second.output).toBe(0);
      expect(appliedBy(second)).toEqual([]);
    },
  );
});
