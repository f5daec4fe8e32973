import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process.ts';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL cluster of a test's own (initdb into a temporary directory, on a free port), so
 * the test may stop and restart it: the machine's shared server must never be restarted.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and deletes its directory. */
  destroy(): Promise<void>;
}

/** The newest installed server's bin directory with initdb and pg_ctl, if any. */
function postgresBinDir(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'pg_ctl')))
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(POSTGRES_ROOT, versions[0], 'bin');
}

const hasPostgresUser = () => {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Where this machine's initdb and pg_ctl are, or why a private cluster cannot be made here. */
export function privatePostgresSupport(): { binDir: string } | { missing: string } {
  const binDir = postgresBinDir();
  if (!binDir) return { missing: `no initdb and pg_ctl under ${POSTGRES_ROOT}/*/bin` };
  if (process.getuid?.() === 0 && !hasPostgresUser()) {
    return { missing: "running as root, and no 'postgres' user to run initdb as" };
  }
  return { binDir };
}

/** initdb refuses root: as root, the server's files belong to, and it runs as, 'postgres'. */
async function runner(): Promise<{ uid?: number; gid?: number; prefix: string[] }> {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  return { uid, gid, prefix: ['runuser', '-u', 'postgres', '--'] };
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const { uid, gid, prefix } = await runner();
  const dir = mkdtempSync(join(tmpdir(), 'api-private-pg-'));
  if (uid !== undefined && gid !== undefined) chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const as = (command: string, args: string[]) => {
    const [file, ...rest] = [...prefix, join(binDir, command), ...args];
    return run(file ?? command, rest, { timeout: 60_000 });
  };
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) =>
    as('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', join(dir, 'log'), '-o', options, ...args]);

  await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    // Fast: every session is ended (57P01) and the server stops, as a restart or fail-over does.
    stop: async () => {
      await pgCtl('stop', '-m', 'fast');
    },
    start: async () => {
      await pgCtl('start');
    },
    destroy: async () => {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
