// The composition under test, driven with the docker CLI. scripts/compose/test.mjs sets
// COMPOSE_FILE and COMPOSE_PROJECT_NAME, so every `docker compose` here addresses its containers.
import { execFileSync } from 'node:child_process';

const TEN_MINUTES = 10 * 60_000;

/** Runs a `docker` command and answers its output; a failure throws with docker's own message. */
export function docker(...args: string[]): string {
  return execFileSync('docker', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: TEN_MINUTES,
  });
}

export const compose = (...args: string[]) => docker('compose', ...args);

/** The ids of a service's running containers (one per replica). */
export function containerIds(service: string): string[] {
  return compose('ps', '--quiet', service).split('\n').filter(Boolean);
}

/** `docker compose up` with these arguments, returning once every container is healthy. */
export function up(...args: string[]) {
  compose('up', '--detach', '--wait', '--wait-timeout', '180', ...args);
}

export interface Answer {
  status: number;
  text: string;
}

/**
 * A request to one API replica from inside its own container (not through the shell's proxy), so
 * the test knows which replica answered.
 */
export function fetchInReplica(
  id: string,
  path: string,
  init: { method: string; body?: unknown } = { method: 'GET' },
): Answer {
  const request = {
    method: init.method,
    headers: { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  };
  const script =
    "fetch('http://127.0.0.1:3000' + process.argv[1], JSON.parse(process.argv[2])).then(" +
    'async (r) => console.log(JSON.stringify({ status: r.status, text: await r.text() })),' +
    ' (e) => { console.error(e.message); process.exit(1); })';
  const output = docker('exec', id, 'node', '-e', script, path, JSON.stringify(request));
  return JSON.parse(output) as Answer;
}

/** How many requests for `path` (method and URL as the API logs them) a container has logged. */
export function loggedRequests(id: string, since: Date, method: string, path: string): number {
  const lines = docker('logs', '--since', since.toISOString(), id).split('\n');
  return lines.filter(
    (line) =>
      line.includes('"msg":"request answered"') &&
      line.includes(`"method":"${method}"`) &&
      line.includes(`"url":"${path}"`),
  ).length;
}
