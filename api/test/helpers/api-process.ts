import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import freePort from 'get-port';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failure's message. */
  output(): string;
}

/** A port nothing listens on now. */
export { freePort };

/** Starts `src/server.ts` as its own process with `env`, resolves once its health check answers. */
// A fresh embedded database is created (initdb in WebAssembly) on the first start: tens of seconds
// on a loaded machine.
export async function startApiProcess(env: Record<string, string>, timeoutMs = 150_000) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${String(port)}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${output}`);
    const health = await fetch(`${url}/v1/api/health`).catch(() => undefined);
    if (health?.ok) return { url, child, output: () => output } satisfies ApiProcess;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer within ${String(timeoutMs)} ms: ${output}`);
}

/** SIGKILL, and waits until the process is gone. */
export function killHard(api: ApiProcess): Promise<void> {
  return new Promise((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      resolve();
      return;
    }
    api.child.once('exit', () => resolve());
    api.child.kill('SIGKILL');
  });
}
