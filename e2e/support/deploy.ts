// What the independent-deploy tests need around the running system: build a remote elsewhere, serve
// that build from a port of its own, point the shell's run-time configuration (remotes.json) at it
// and back, and watch the shell's server while that happens.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { twice } from '../../scripts/lib/system.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
export const SHELL_ORIGIN = `http://localhost:${PORTS.shell}`;
/** Where these tests put their builds (.run/ is git-ignored). */
export const DEPLOY_DIR = join(ROOT, '.run', 'deploy-test');
/** The file both `npm start` (vite preview) and `npm run start:nginx` serve as /remotes.json. */
export const REMOTES_JSON = join(ROOT, 'shell', 'dist', 'remotes.json');

export interface RuntimeConfig {
  remotes: Record<string, string>;
  apiBaseUrl?: string;
}

export interface RemoteBuild {
  app: 'startups-mfe' | 'technologies-mfe';
  outDir: string;
  /** Source text changed while bundling (a visible change), never on disk. */
  replace?: { file: string; from: string; to: string }[];
  /** The version the build declares for a shared package, e.g. { '@sistema/shared': '1.0.1' }. */
  sharedVersions?: Record<string, string>;
}

/**
 * Builds a remote into `outDir` with Vite's JS API, in a process of its own
 * (support/build-remote.mjs); once more if it fails, as every remote build (`twice`).
 */
export async function buildRemote(options: RemoteBuild): Promise<void> {
  const script = join(import.meta.dirname, 'build-remote.mjs');
  try {
    await twice(options.app, () =>
      promisify(execFile)(process.execPath, [script, JSON.stringify(options)], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`La compilación de ${options.app} falló:\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A remote's static host, like its nginx: the folder's files with their content types,
 * `remoteEntry.js` revalidated on every use, hashed assets immutable, CORS for the shell's origin.
 */
export async function serveFolder(dir: string, port: number): Promise<StaticServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    const cors =
      req.headers.origin === SHELL_ORIGIN ? { 'Access-Control-Allow-Origin': SHELL_ORIGIN } : {};
    let body: Buffer;
    try {
      if (relative(dir, file).startsWith(`..${sep}`)) throw new Error('outside');
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { ...cors, Vary: 'Origin' }).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Origin',
      ...cors,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The shell's run-time configuration on disk: changed for a test, always put back as it was. */
export class RemotesJsonFile {
  readonly original = readFileSync(REMOTES_JSON, 'utf8');

  read(): RuntimeConfig {
    return JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as RuntimeConfig;
  }

  /** Writes the original configuration with some remotes (and maybe apiBaseUrl) changed. */
  write(remotes: Record<string, string>, apiBaseUrl?: string): void {
    const config = JSON.parse(this.original) as RuntimeConfig;
    config.remotes = { ...config.remotes, ...remotes };
    if (apiBaseUrl !== undefined) config.apiBaseUrl = apiBaseUrl;
    writeFileSync(REMOTES_JSON, `${JSON.stringify(config, null, 2)}\n`);
  }

  /** The original text, byte for byte (a no-op when nothing changed it). */
  restore(): void {
    if (readFileSync(REMOTES_JSON, 'utf8') !== this.original) {
      writeFileSync(REMOTES_JSON, this.original);
    }
  }

  /** The origins of the remotes the original configuration names. */
  originalOrigins(): string[] {
    const config = JSON.parse(this.original) as RuntimeConfig;
    return Object.values(config.remotes).map((entry) => new URL(entry).origin);
  }
}

async function shellCsp(): Promise<string | null> {
  const response = await fetch(`${SHELL_ORIGIN}/`, { cache: 'no-store' });
  await response.arrayBuffer();
  return response.headers.get('content-security-policy');
}

/** The PIDs of the machine's processes, as /proc lists them. */
const processIds = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/** nginx's active workers: each one's master (PID) and start time (clock ticks since boot). */
function nginxWorkers(): { master: string; started: number }[] {
  const workers: { master: string; started: number }[] = [];
  for (const pid of processIds()) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (title !== 'nginx: worker process') continue;
      // After the command's closing parenthesis: state, ppid, …, starttime (field 22).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      workers.push({ master: fields[1] ?? '', started: Number(fields[19]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return workers;
}

/**
 * True while an nginx master still has an active worker of a configuration older than its newest
 * worker's: one that has not yet been told to stop, and would answer on a connection kept open.
 */
function oldNginxWorkersActive(): boolean {
  const workers = nginxWorkers();
  const newest = new Map<string, number>();
  for (const { master, started } of workers) {
    newest.set(master, Math.max(newest.get(master) ?? 0, started));
  }
  // Workers of one configuration start within a few ticks of each other.
  return workers.some(({ master, started }) => (newest.get(master) ?? 0) - started > 20);
}

/**
 * Waits until the shell's Content-Security-Policy admits `allows` and no longer names `forbids`.
 * Under nginx (start-nginx.mjs) an edit of remotes.json re-renders the shell's server block and
 * reloads nginx a few tens of milliseconds later; vite preview sends no CSP, so there is nothing to
 * wait for. A new connection gets the new policy as soon as the new workers run, but until every
 * worker of the old configuration has been told to stop it still answers on a connection the
 * browser kept open: a reload then got the old policy and the remote was refused (about 1 in 4
 * repeats). So it also waits for that, within the same time.
 */
export async function waitForShellCsp(
  { allows = [], forbids = [] }: { allows?: string[]; forbids?: string[] },
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const csp = await shellCsp();
    if (csp === null) return;
    const sources = csp.split(/[\s;]+/);
    if (allows.every((o) => sources.includes(o)) && !forbids.some((o) => sources.includes(o))) {
      while (oldNginxWorkersActive() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `La CSP del shell no siguió a remotes.json en ${timeoutMs / 1000} s ` +
          `(admitir ${allows.join(' ') || '—'}, quitar ${forbids.join(' ') || '—'}): ${csp}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The socket inodes of whatever listens on `port` (Linux /proc/net/tcp{,6}). A restarted server
 * listens on new sockets; nginx reloading its configuration (SIGHUP) keeps the master's.
 */
export function listeningSockets(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => {
      try {
        return readFileSync(file, 'utf8').split('\n').slice(1);
      } catch {
        return [];
      }
    })
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
    .map((cols) => cols[9] ?? '')
    .sort();
}

/** The processes (PIDs) whose sockets listen on `port`: the server behind it, found through /proc. */
export function listeningPids(port: number): number[] {
  const sockets = new Set(listeningSockets(port).map((inode) => `socket:[${inode}]`));
  return processIds()
    .filter((pid) => {
      try {
        const fds = readdirSync(`/proc/${pid}/fd`);
        return fds.some((fd) => {
          try {
            return sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
          } catch {
            return false;
          }
        });
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Every file of a folder with its size and modification time, except some names. */
export function fileStamps(dir: string, except: string[] = []): Record<string, string> {
  const stamps: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (!except.includes(relative(dir, path)))
        stamps[relative(dir, path)] = `${stat.size} ${stat.mtimeMs}`;
    }
  };
  walk(dir);
  return stamps;
}

/**
 * Asks the shell for `/` every 100 ms, each time on a new connection, until stopped: the answers
 * that were not 200 (or no answer at all) tell whether the shell ever went down meanwhile.
 */
export function watchShellUp(): { stop(): Promise<{ checks: number; failures: string[] }> } {
  let checks = 0;
  const failures: string[] = [];
  const state = { running: true };
  const ask = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${SHELL_ORIGIN}/`, { agent: false, timeout: 5_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) failures.push(`HTTP ${res.statusCode ?? '?'}`);
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        failures.push(error.message);
        resolve();
      });
    });
  const loop = (async () => {
    while (state.running) {
      await ask();
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      state.running = false;
      await loop;
      return { checks, failures };
    },
  };
}
