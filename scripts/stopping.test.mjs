// Stopping is clean by any route: `npm start`, `npm run dev` and `npm run start:nginx` started for
// real (in a process group of their own, as a terminal runs them) and stopped by each Route below
// (SIGKILL: a supervisor whose grace period ran out) leave no process of their tree alive and every
// port free within 5 s; within 10 s while clients keep the system busy. `npm start` and start:nginx
// serve small stand-in builds (APPS_DIST_ROOT) so the test needs no front-end build; the API is real.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findNginx } from './lib/nginx.mjs';
import { freePort, portAnswers } from './lib/ports.mjs';
import { FRONT_END_APPS, ROOT } from './lib/system.mjs';

const STOP_LIMIT_MS = 5_000;
const STOP_UNDER_LOAD_LIMIT_MS = 10_000;
const READY_LIMIT_MS = 150_000;
const RESTART_LIMIT_MS = 150_000;

/**
 * @typedef {'start' | 'dev' | 'start:nginx'} Script
 * @typedef {'Ctrl+C' | 'SIGTERM a npm' | 'SIGTERM al lanzador' | 'SIGTERM al grupo'
 *   | 'SIGKILL al grupo'} Route
 * @typedef {{ script: Script, pid: number, output: () => string, ports: number[], runDir: string,
 *   pids: number[] }} Launched  `pid`: npm's, the leader of the system's process group; `runDir`: its
 *   database, nginx's files; `pids`: its process tree once ready
 */

let scratch = '';
/** @type {Launched[]} */
const launched = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sistema-stopping-'));
  // What the readiness wait asks each app for: its page and, for a remote, its entry.
  for (const app of FRONT_END_APPS) {
    mkdirSync(join(scratch, 'apps', app), { recursive: true });
    writeFileSync(join(scratch, 'apps', app, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(scratch, 'apps', app, 'remoteEntry.js'), 'export {};\n');
  }
  // The CSP hash of the shell build's inline stylesheet, which start:nginx reads (none here).
  writeFileSync(join(scratch, 'apps', 'shell', 'csp-inline-styles.txt'), '\n');
  if (!existsSync(join(ROOT, 'api', 'dist', 'server.js'))) {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api') });
    if (build.status !== 0) throw new Error(`La API no compiló:\n${build.stderr}`);
  }
});

afterEach(() => {
  for (const { pid: npmPid, runDir, pids } of launched.splice(0)) {
    // A failed test must not leave its system running for the next one (the servers are in
    // sessions of their own: each process of the tree is killed, not just the group).
    const alive = processTable();
    for (const pid of new Set([...pids, ...tree(npmPid)]).values()) {
      if (!alive.has(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(runDir, { recursive: true, force: true });
  }
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Parent of every live process (zombies are dead for us: only their exit status is left).
 * @returns {Map<number, number>} pid → ppid
 */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') table.set(Number(entry), Number(ppid));
    } catch {
      // Ended while we read.
    }
  }
  return table;
}

/**
 * `pid` and every process under it.
 * @param {number} pid
 */
function tree(pid) {
  // 0 and 1 would name every process of the machine.
  if (pid <= 1) throw new Error(`PID no válido: ${pid}`);
  const table = processTable();
  const found = [pid];
  for (let i = 0; i < found.length; i += 1) {
    for (const [child, parent] of table) if (parent === found[i]) found.push(child);
  }
  return found.filter((candidate) => table.has(candidate));
}

/**
 * Resolves once `check` answers true, or after `limitMs` (the assertions after it then fail).
 * @param {() => boolean | Promise<boolean>} check
 * @param {number} limitMs
 */
async function waitUntil(check, limitMs) {
  const started = Date.now();
  while (!(await check()) && Date.now() - started < limitMs) await sleep(100);
}

/**
 * Its command line; empty for a process that ended since the process table was read.
 * @param {number} pid
 */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/**
 * `npm run <script>` in a process group of its own, as a terminal's foreground job; resolves once
 * the system says it is ready.
 * @param {Script} script
 * @returns {Promise<Launched>}
 */
async function launch(script) {
  const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
  const [api, shell, startups, technologies] = ports;
  const runDir = mkdtempSync(join(scratch, 'run-'));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    API_PORT: String(api),
    SHELL_PORT: String(shell),
    STARTUPS_PORT: String(startups),
    TECHNOLOGIES_PORT: String(technologies),
    APPS_DIST_ROOT: join(scratch, 'apps'),
    NGINX_RUN_DIR: join(runDir, 'nginx'),
    RUNTIME_CONFIG_DIR: join(runDir, 'config'),
    DATA_DIR: join(runDir, 'data'),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: script === 'dev' ? 'development' : 'production',
  };
  delete env.API_URL;
  const args = ['run', script, ...(script === 'dev' ? [] : ['--', '--no-build'])];
  const npm = spawn('npm', args, { cwd: ROOT, env, detached: true, stdio: 'pipe' });
  if (npm.pid === undefined) throw new Error(`npm run ${script} no arrancó`);
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  const system = {
    script,
    pid: npm.pid,
    output: () => output,
    ports,
    runDir,
    pids: /** @type {number[]} */ ([]),
  };
  launched.push(system);
  const ready = script === 'dev' ? 'Modo desarrollo' : 'Sistema listo en';
  await waitUntil(() => output.includes(ready) || npm.exitCode !== null, READY_LIMIT_MS);
  const why = npm.exitCode === null ? 'no estuvo listo' : 'terminó';
  if (!output.includes(ready)) throw new Error(`npm run ${script} ${why}:\n${output}`);
  system.pids = tree(system.pid);
  return system;
}

/**
 * Stops the system by `route` and checks that its whole tree is gone and its ports are free.
 * @param {Launched} system
 * @param {Route} route
 * @param {number} [limitMs]
 */
async function expectCleanStop(
  { script, pid: group, output, ports, pids },
  route,
  limitMs = STOP_LIMIT_MS,
) {
  const launcher = pids.find((pid) => /scripts\/[\w-]+\.mjs/.test(commandLine(pid)));
  expect(launcher, 'el lanzador está en marcha').toBeDefined();
  expect(pids.length, 'npm, el lanzador y los servidores').toBeGreaterThanOrEqual(4);

  if (route === 'Ctrl+C') process.kill(-group, 'SIGINT');
  if (route === 'SIGTERM al grupo') process.kill(-group, 'SIGTERM');
  if (route === 'SIGTERM a npm') process.kill(group, 'SIGTERM');
  if (route === 'SIGTERM al lanzador' && launcher) process.kill(launcher, 'SIGTERM');
  if (route === 'SIGKILL al grupo') process.kill(-group, 'SIGKILL');

  let alive = pids;
  let answering = ports;
  await waitUntil(async () => {
    const live = processTable();
    alive = pids.filter((pid) => live.has(pid));
    const answers = await Promise.all(ports.map(portAnswers));
    answering = ports.filter((_, index) => answers[index]);
    return alive.length === 0 && answering.length === 0;
  }, limitMs);
  const left = alive.map((pid) => `${pid} ${commandLine(pid)}`);
  expect(left, `procesos vivos tras ${route}\n${output()}`).toEqual([]);
  expect(answering, `puertos aún abiertos tras ${route}\n${output()}`).toEqual([]);
  // One signal reached the API, which closed its database and exited 0 (a second one, during its
  // shutdown, would have killed it on the spot). In dev, tsx watch stands in front of it; after a
  // SIGKILL nobody is left to print it.
  if (script !== 'dev' && route !== 'SIGKILL al grupo')
    expect(output()).toMatch(/\[api\s*\] [^\n]* exited with code 0\n/);
}

/**
 * Clients that keep `system` busy until `end()`: writers and readers on the API, visitors of the
 * shell, and open live lists (event streams a server must close to stop).
 * @param {Launched} system
 */
function busy({ ports: [api, shell] }) {
  const controller = new AbortController();
  const { signal } = controller;
  const base = `http://127.0.0.1:${api}/v1/api`;
  const body = JSON.stringify({
    name: 'Carga',
    foundedAt: '2019-03-14',
    location: 'Guadalajara, México',
    category: 'IoT',
    fundingAmount: 4_500_000,
  });
  /** @type {[string, RequestInit?][]} */
  const requests = [
    [
      `${base}/startups/create`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    ],
    [`${base}/startups/read?name=Carga`],
    [`http://127.0.0.1:${shell}/`],
  ];
  let answered = 0;
  const loops = Array.from({ length: 18 }, async (_, index) => {
    const [url, init] = requests[index % requests.length] ?? [''];
    while (!signal.aborted) {
      // Refused once the system stops; the stop is what is measured.
      const response = await fetch(url, { ...init, signal }).catch(() => sleep(20));
      await response?.arrayBuffer().then(
        () => (answered += 1),
        () => undefined,
      );
    }
  });
  const streams = Array.from({ length: 4 }, () =>
    fetch(`${base}/changes`, { headers: { accept: 'text/event-stream' }, signal }),
  );
  return {
    /** Once the live lists are open and the clients have been answered a few times. */
    started: (async () => {
      for (const stream of await Promise.all(streams)) expect(stream.status).toBe(200);
      await waitUntil(() => answered >= 50, 30_000);
    })(),
    end: async () => {
      controller.abort();
      await Promise.allSettled(loops);
    },
  };
}

/**
 * A test per route: `script` started, stopped by it, its whole tree gone.
 * @param {Script} script
 * @param {Route[]} routes
 */
function stopsOn(script, routes, what = 'everything') {
  for (const route of routes)
    it(`stops ${what} on ${route}`, async () => {
      await expectCleanStop(await launch(script), route);
    });
}

describe('npm start', () => {
  it(
    'restarts a crashed API with a line in the log',
    async () => {
      const system = await launch('start');
      const apiPid = tree(system.pid).find((pid) => commandLine(pid).includes('dist/server.js'));
      expect(apiPid).toBeDefined();
      if (apiPid) process.kill(apiPid, 'SIGKILL');
      const restarted = () =>
        tree(system.pid).some(
          (pid) => pid !== apiPid && commandLine(pid).includes('dist/server.js'),
        );
      // Seconds on a quiet machine; far more while other suites keep both cores busy.
      await waitUntil(
        async () => restarted() && (await portAnswers(system.ports[0] ?? 0)),
        RESTART_LIMIT_MS,
      );
      const processes = tree(system.pid).map((pid) => `${pid} ${commandLine(pid)}`);
      expect(
        restarted(),
        `la API no volvió a arrancar; procesos:\n${processes.join('\n')}\n${system.output()}`,
      ).toBe(true);
      expect(system.output(), 'la línea del reinicio').toContain(
        '[api] terminó (SIGKILL); se reinicia en 1 s (reinicio 1 de 5)',
      );
      // The restarted API belongs to the tree the stop must leave empty.
      system.pids = tree(system.pid);
      await expectCleanStop(system, 'SIGTERM a npm');
      // Starting, restarting and stopping each have their own limit; the test's is their sum.
    },
    READY_LIMIT_MS + RESTART_LIMIT_MS + 30_000,
  );

  stopsOn('start', ['Ctrl+C', 'SIGTERM al lanzador', 'SIGTERM al grupo', 'SIGKILL al grupo']);

  it('stops everything within 10 s on SIGTERM while clients keep it busy', async () => {
    const system = await launch('start');
    const load = busy(system);
    await load.started;
    try {
      await expectCleanStop(system, 'SIGTERM al grupo', STOP_UNDER_LOAD_LIMIT_MS);
    } finally {
      await load.end();
    }
  });
});

describe('npm run dev', () => stopsOn('dev', ['Ctrl+C', 'SIGTERM a npm']));

describe.skipIf(!findNginx())('npm run start:nginx', () =>
  stopsOn(
    'start:nginx',
    ['Ctrl+C', 'SIGTERM a npm', 'SIGTERM al lanzador', 'SIGKILL al grupo'],
    "everything, nginx's workers too,",
  ),
);
