#!/usr/bin/env node
// npm run test:swarm: the system on Docker Swarm (deploy/swarm/stack.yml), under continuous load,
// through a rolling update of the API, an update to an API image whose health check fails (Swarm
// must roll it back by itself), a killed API task, a remote's version deployed and rolled back with
// `npm run remote -- … --target swarm`, and the shell's and that remote's containers replaced (the
// deploy state must outlive them). The load: writers with Idempotency-Keys, readers, and an open
// live list in Chromium that must keep showing new records. At the end every acknowledged write is
// looked for in the database. Figures are printed; any failure exits 1.
//
// It starts from Docker as `npm run test:compose -- --prepare` leaves it (Docker running, base
// images ready, official or stand-ins), builds the images with compose, initialises a single-node
// swarm when there is none and deploys the stack. Whatever happens, it removes what it created:
// the stack, its volumes and secret, the images it tagged, the node label, the swarm it
// initialised, the remote's builds and the Docker daemon it started, also when interrupted (Ctrl+C,
// SIGTERM). The built images stay: the next run's cache.
//   SWARM_PORT_BASE=8090     the shell's port; the remotes take the next two (all on this machine)
//   SWARM_TEST_STACK         the stack's name (default sistema-swarm-test)
//   SWARM_IMAGES_PROJECT     the compose project whose images are deployed (default: the stack's
//                            name); sistema-compose-test reuses `npm run test:compose`'s build
import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.mjs';
import { assertPortsFree } from '../lib/ports.mjs';
import { exitOnSignals, onCleanup, stopAll } from '../lib/processes.mjs';
import { ROOT } from '../lib/system.mjs';
import { waitForUrls } from '../lib/wait.mjs';
import { parse } from 'yaml';
import { Load } from './load.mjs';

const STACK = process.env.SWARM_TEST_STACK || 'sistema-swarm-test';
const IMAGES_PROJECT = process.env.SWARM_IMAGES_PROJECT || STACK;
const PORT_BASE = Number(process.env.SWARM_PORT_BASE || 8090);
const PORTS = { shell: PORT_BASE, startups: PORT_BASE + 1, technologies: PORT_BASE + 2 };
const SHELL_URL = `http://localhost:${PORTS.shell}`;
const STACK_FILE = join(ROOT, 'deploy', 'swarm', 'stack.yml');
const API_SERVICE = `${STACK}_api`;
const API_REPLICAS = 3;
const LOAD = { writers: 3, readers: 2 };
const CONVERGE_TIMEOUT_MS = 300_000;
const UPDATE_TIMEOUT_MS = 420_000;
// How long a record created elsewhere may take to show in the open list (the API's SSE stream,
// reopened within seconds when the task serving it goes away).
const LIVE_TIMEOUT_MS = 15_000;
// The remote whose versions are deployed, and the one that must stay as it is meanwhile.
const REMOTE = 'startups';
const OTHER = 'technologies';
const TITLE = 'Gestión de Startups';
const NEW_TITLE = 'Gestión de Startups · versión nueva';
// The operators' token, the stack's secret: `status` reads the load failures with it.
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
// Every child process this run starts for the remote's builds and commands; aborted on the way out.
const children = new AbortController();

// Set at Ctrl+C or SIGTERM, when the clean-up starts removing the stack: from then on nothing is
// created any more (a phase still running would otherwise deploy the stack again behind it).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stopping = true));
function refuseWhenStopping() {
  if (stopping) throw new Error('interrumpida: no se crea nada más');
}

/** @type {[string, number][]} */
const timings = [];
/** @type {string[]} */
const problems = [];
/** @type {[string, string][]} */
const figures = [];

/**
 * @template T
 * @param {string} label
 * @param {() => T | Promise<T>} fn
 */
async function phase(label, fn) {
  refuseWhenStopping();
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  try {
    return await fn();
  } finally {
    timings.push([label, (Date.now() - started) / 1000]);
  }
}

/**
 * A command's output; throws with its error output when it fails.
 * @param {string[]} args docker's arguments
 * @param {{ input?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 */
function docker(args, { input, env, quiet = false } = {}) {
  const result = spawnSync('docker', args, {
    cwd: ROOT,
    encoding: 'utf8',
    input,
    env: env ?? process.env,
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0) {
    const detail = `${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    if (!quiet) console.error(detail);
    throw new Error(`docker ${args.slice(0, 3).join(' ')} falló: ${detail.split('\n').at(-1)}`);
  }
  return result.stdout;
}

/**
 * @param {string[]} args
 * @returns {string | null} the output, or null when the command failed
 */
function dockerOrNull(args) {
  try {
    return docker(args, { quiet: true });
  } catch {
    return null;
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it answers a value (not undefined), within `timeoutMs`.
 * @template T
 * @param {string} what said when the time runs out
 * @param {number} timeoutMs
 * @param {() => T | undefined | Promise<T | undefined>} check
 * @returns {Promise<T>}
 */
async function until(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) break;
    await sleep(1_000);
  }
  throw new Error(`${what}: no ocurrió en ${Math.round(timeoutMs / 1000)} s`);
}

/** @param {string} check @param {boolean} ok */
function expect(check, ok) {
  console.log(`  ${ok ? '✔' : '✖'} ${check}`);
  if (!ok) problems.push(check);
}

// --- Docker, images and the swarm -------------------------------------------------------------

/** Docker running and the base images ready, as the compose test prepares them. */
function prepareDocker() {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'compose', 'test.mjs'), '--prepare'],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = (result.stdout ?? '').trim().split('\n');
  const match = lines
    .map((line) => /^bases (official|standin)(?: dockerd-started (\d+))?$/.exec(line))
    .find(Boolean);
  if (result.status !== 0 || !match) {
    console.error(result.stdout);
    throw new Error('no se pudo preparar Docker (npm run test:compose -- --prepare)');
  }
  if (match[2]) {
    const pid = Number(match[2]);
    onCleanup(() => stopDaemon(pid));
  }
  console.log(`  bases: ${match[1]}`);
  return match[1] === 'standin';
}

/** @param {number} pid */
async function stopDaemon(pid) {
  console.log('  se detiene el demonio de Docker que arrancó esta prueba');
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(200);
  }
}

/**
 * Builds the images with compose (its own build, its own cache) and answers their names.
 * @param {boolean} standins
 */
function buildImages(standins) {
  const files = ['-f', 'docker-compose.yml'];
  if (standins) files.push('-f', 'docker-compose.standin.yml');
  const compose = ['compose', '-p', IMAGES_PROJECT, ...files];
  docker([...compose, '--progress', 'plain', 'build']);
  const config = JSON.parse(docker([...compose, 'config', '--format', 'json']));
  /** @param {string} service */
  const image = (service) => config.services[service].image ?? `${IMAGES_PROJECT}-${service}`;
  return {
    POSTGRES_IMAGE: image('db'),
    REDIS_IMAGE: image('redis'),
    API_IMAGE: image('api'),
    SHELL_IMAGE: image('shell'),
    STARTUPS_IMAGE: image('startups-mfe'),
    TECHNOLOGIES_IMAGE: image('technologies-mfe'),
  };
}

/** A single-node swarm, initialised when this machine is in none (and left at the end). */
function ensureSwarm() {
  const state = docker(['info', '--format', '{{.Swarm.LocalNodeState}}']).trim();
  if (state !== 'active') {
    docker(['swarm', 'init', '--advertise-addr', '127.0.0.1']);
    console.log('  swarm de un nodo creado (se abandona al final)');
    onCleanup(() => {
      console.log('  se abandona el swarm que creó esta prueba');
      dockerOrNull(['swarm', 'leave', '--force']);
    });
  }
  // `node update` takes no `self`: the node's id.
  const node = docker(['info', '--format', '{{.Swarm.NodeID}}']).trim();
  const labels = docker(['node', 'inspect', node, '--format', '{{json .Spec.Labels}}']);
  if (JSON.parse(labels)?.['sistema.state'] !== 'true') {
    docker(['node', 'update', '--label-add', 'sistema.state=true', node]);
    onCleanup(() => dockerOrNull(['node', 'update', '--label-rm', 'sistema.state', node]));
  }
}

/** The stack's containers, volumes, secret and tagged images go, whatever state they are in. */
async function removeStack() {
  console.log(
    `\n▶ Se elimina la pila ${STACK} (servicios, volúmenes, secreto, imágenes de prueba)`,
  );
  dockerOrNull(['stack', 'rm', STACK]);
  const label = `label=com.docker.stack.namespace=${STACK}`;
  await until('los contenedores de la pila se detienen', 90_000, () =>
    (dockerOrNull(['ps', '-aq', '--filter', label]) ?? '').trim() === '' ? true : undefined,
  ).catch((error) => console.error(`  ${error.message}`));
  // The network goes a moment after the containers; the volumes once nothing uses them.
  for (let i = 0; i < 30; i++) {
    const volumes = (dockerOrNull(['volume', 'ls', '-q', '--filter', label]) ?? '')
      .split('\n')
      .filter(Boolean);
    if (volumes.length === 0) break;
    dockerOrNull(['volume', 'rm', ...volumes]);
    await sleep(1_000);
  }
  dockerOrNull(['secret', 'rm', `${STACK}_operator_token`]);
  for (const tag of ['update', 'unhealthy']) dockerOrNull(['image', 'rm', `${STACK}-api:${tag}`]);
}

/**
 * `docker stack deploy` of the stack file with these images and this run's ports.
 * @param {Record<string, string>} images
 */
function deploy(images) {
  refuseWhenStopping();
  const env = {
    ...process.env,
    ...images,
    SHELL_PORT: String(PORTS.shell),
    STARTUPS_PORT: String(PORTS.startups),
    TECHNOLOGIES_PORT: String(PORTS.technologies),
    SHELL_ORIGIN: SHELL_URL,
    STARTUPS_ORIGIN: `http://localhost:${PORTS.startups}`,
    TECHNOLOGIES_ORIGIN: `http://localhost:${PORTS.technologies}`,
    OPERATOR_TOKEN_SECRET: `${STACK}_operator_token`,
    // The load writes far faster than a person: the per-client limit is not what is tested here.
    WRITE_RATE_LIMIT: '0',
  };
  docker(['stack', 'deploy', '--resolve-image', 'never', '-c', STACK_FILE, STACK], { env });
}

/** @returns {{ name: string, running: number, desired: number }[]} */
function services() {
  return docker([
    'service',
    'ls',
    '--filter',
    `label=com.docker.stack.namespace=${STACK}`,
    '--format',
    '{{.Name}} {{.Replicas}}',
  ])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', replicas = ''] = line.split(' ');
      const [running, desired] = replicas.split('/').map(Number);
      return { name, running: running ?? 0, desired: desired ?? -1 };
    });
}

/** Every service of the stack runs all its replicas, healthy. */
/** Every service the stack file declares: a service added there is waited for too. */
const STACK_SERVICES = Object.keys(parse(readFileSync(STACK_FILE, 'utf8')).services ?? {}).length;
const converged = () => {
  const all = services();
  return all.length === STACK_SERVICES && all.every((s) => s.running === s.desired)
    ? true
    : undefined;
};

/** The API's running containers on this node, with their image. */
function apiContainers() {
  return docker([
    'ps',
    '--filter',
    `label=com.docker.swarm.service.name=${API_SERVICE}`,
    '--filter',
    'health=healthy',
    '--format',
    '{{.ID}} {{.Image}}',
  ])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id = '', image = ''] = line.split(' ');
      return { id, image };
    });
}

/** The API's tasks, old and new, with their state and error: what a failed update leaves. */
const apiTasks = () =>
  docker([
    'service',
    'ps',
    '--no-trunc',
    '--format',
    '{{.Name}} {{.Image}} {{.CurrentState}} {{.Error}}',
    API_SERVICE,
  ]);

/** @returns {string} the update's state: updating, completed, rollback_completed… */
function updateState() {
  const status = docker(['service', 'inspect', API_SERVICE, '--format', '{{json .UpdateStatus}}']);
  return JSON.parse(status)?.State ?? '';
}

/**
 * A new image of the API: the deployed one with a label or a command of its own (docker commit:
 * no builder needed, and the image differs from the one running).
 * @param {string} from
 * @param {string} tag
 * @param {string[]} changes Dockerfile instructions
 */
function deriveApiImage(from, tag, changes) {
  refuseWhenStopping();
  const container = docker(['create', from]).trim();
  try {
    const image = `${STACK}-api:${tag}`;
    docker(['commit', ...changes.flatMap((change) => ['--change', change]), container, image]);
    return image;
  } finally {
    // -v: the API image declares a volume (/data), which `docker create` made for this container.
    docker(['rm', '-v', container]);
  }
}

// --- The browser's live list ---------------------------------------------------------------

/** @typedef {import('@playwright/test').Page} Page */

/**
 * The startups list open in Chromium, its live stream open.
 * @returns {Promise<Page>}
 */
async function openLiveList() {
  /** @type {typeof import('@playwright/test')} */
  const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no se encontró Chromium (CHROMIUM_PATH)');
  // Playwright's own signal handlers would end this process at Ctrl+C before the stack is removed;
  // the clean-up below closes the browser instead.
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup(() => browser.close());
  const page = await browser.newPage();
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/api/changes',
    { timeout: 60_000 },
  );
  await page.goto(`${SHELL_URL}/startups`, { timeout: 60_000 });
  if ((await stream).status() !== 200) throw new Error('el flujo de cambios no se abrió');
  return page;
}

/**
 * Every few seconds a startup is created (through the load, so it counts) and must show in the
 * open list without a reload; answers how many showed and how many did not.
 * @param {Page} page
 * @param {Load} load
 */
function liveProbe(page, load) {
  const counts = { shown: 0, missed: 0 };
  let running = true;
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  const loop = (async () => {
    for (let i = 0; running && i < 1_000; i++) {
      const created = await load.create('startups', (n) => ({
        name: `En vivo ${load.runId} ${n}`,
        foundedAt: '2020-01-15',
        location: 'Cusco, Perú',
        category: 'FinTech',
      }));
      if (created) {
        const row = page.getByRole('row').filter({ hasText: created.name });
        const shown = await row
          .waitFor({ state: 'visible', timeout: LIVE_TIMEOUT_MS })
          .then(() => true)
          .catch(() => false);
        if (shown) counts.shown += 1;
        else {
          counts.missed += 1;
          console.log(
            `  la lista abierta no mostró «${created.name}» en ${LIVE_TIMEOUT_MS / 1000} s`,
          );
        }
      }
      await sleep(3_000);
    }
  })();
  return {
    counts,
    get reloaded() {
      return reloaded;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

// --- A remote's versions: `npm run remote -- … --target swarm` ----------------------------------

/**
 * Runs a command without blocking the load and the live list, which share this process's event
 * loop; answers its output, throws with its error output when it fails.
 * @param {string[]} args node's arguments
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<string>}
 */
function runNode(args, env = process.env) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, env, signal: children.signal, timeout: 600_000, maxBuffer: 1 << 26 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const detail = `${stderr}`.trim().split('\n').slice(-20).join('\n');
        reject(new Error(`${args.slice(0, 3).join(' ')} falló:\n${detail || error.message}`));
      },
    );
  });
}

/**
 * `npm run remote -- <args> --target swarm`, on this run's stack.
 * @param {string[]} args
 */
const remoteCli = (...args) =>
  runNode([join(ROOT, 'scripts', 'remote', 'cli.mjs'), ...args, '--target', 'swarm'], {
    ...process.env,
    SWARM_STACK: STACK,
    OPERATOR_TOKEN,
  });

/**
 * @typedef {{ live: { version: string | null, entry: string | null },
 *   history: { action: string, version: string | null }[], published: { version: string }[] }} RemoteState
 * @returns {Promise<Record<string, RemoteState>>} `status --json`'s remotes
 */
async function remoteStatus() {
  return JSON.parse(await remoteCli('status', '--json')).remotes;
}

/**
 * Builds the remote as its team would (e2e/support/build-remote.mjs, the compose test's builder)
 * into a folder of its own, optionally with its title changed; published with `publish --from`.
 * @param {string} title
 * @returns {Promise<string>} the version
 */
async function publishVersion(title) {
  const outDir = mkdtempSync(join(tmpdir(), `swarm-${REMOTE}-`));
  onCleanup(() => rmSync(outDir, { recursive: true, force: true }));
  const replace =
    title === TITLE
      ? []
      : [
          {
            file: 'src/StartupsPage.tsx',
            from: 'resourcePage(startups)',
            to: `resourcePage({ ...startups, text: { title: '${title}' } })`,
          },
        ];
  const options = { app: 'startups-mfe', outDir, replace };
  await runNode([join(ROOT, 'e2e', 'support', 'build-remote.mjs'), JSON.stringify(options)], {
    ...process.env,
    NODE_ENV: 'production',
  });
  const version = (await remoteCli('publish', REMOTE, '--from', outDir)).trim().split('\n').at(-1);
  rmSync(outDir, { recursive: true, force: true });
  if (!version) throw new Error('publish no dijo qué versión publicó');
  return version;
}

/**
 * Loads /startups afresh until it shows this title and version of the remote; answers how long
 * that took, in seconds.
 * @param {Page} viewer
 * @param {string} title
 * @param {string} version
 */
async function reloadShows(viewer, title, version) {
  const started = Date.now();
  await until(`una recarga muestra «${title}» (${version})`, 90_000, async () => {
    try {
      await viewer.goto(`${SHELL_URL}/startups`, { timeout: 30_000 });
      await viewer
        .getByRole('heading', { level: 1, name: title, exact: true })
        .waitFor({ timeout: 15_000 });
      const shown = await viewer
        .locator(`[data-remote="${REMOTE}"]`)
        .getAttribute('data-remote-version', { timeout: 5_000 });
      return shown === version ? true : undefined;
    } catch {
      return undefined;
    }
  });
  return (Date.now() - started) / 1000;
}

/** What a visitor gets of the other remote: its entry's content and the manifest's entry for it. */
async function otherRemote() {
  const response = await fetch(`http://localhost:${PORTS[OTHER]}/remoteEntry.js`);
  const entry = createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex')
    .slice(0, 12);
  const manifest =
    /** @type {{ remotes: Record<string, string>, versions?: Record<string, string> }} */ (
      await (await fetch(`${SHELL_URL}/remotes.json`)).json()
    );
  return {
    status: response.status,
    entry,
    live: `${manifest.remotes[OTHER]} ${manifest.versions?.[OTHER] ?? 'sin versión'}`,
  };
}

/**
 * The running, healthy container of a service of the stack (its single replica).
 * @param {string} service
 */
const containerOf = (service) =>
  docker([
    'ps',
    '--filter',
    `label=com.docker.swarm.service.name=${STACK}_${service}`,
    '--filter',
    'health=healthy',
    '--format',
    '{{.ID}}',
  ])
    .trim()
    .split('\n')
    .filter(Boolean);

/**
 * Asks `url` every 250 ms until stopped; answers the longest stretch, in seconds, in which it
 * did not answer 200.
 * @param {string} url
 */
function watchDowntime(url) {
  let running = true;
  let longest = 0;
  const loop = (async () => {
    /** @type {number | null} */
    let downSince = null;
    while (running) {
      // The time-out may also end the body's reading: any failure is an unanswered request.
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.ok;
        })
        .catch(() => false);
      if (!ok) downSince ??= Date.now();
      else if (downSince !== null) {
        longest = Math.max(longest, (Date.now() - downSince) / 1000);
        downSince = null;
      }
      await sleep(250);
    }
    if (downSince !== null) longest = Math.max(longest, (Date.now() - downSince) / 1000);
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return longest;
    },
  };
}

// --- The scenarios ----------------------------------------------------------------------------

/**
 * Runs one scenario under the load; prints and checks its figures.
 * @param {Load} load
 * @param {ReturnType<typeof liveProbe>} probe
 * @param {string} name
 * @param {() => Promise<string>} scenario answers what it measured, for the figures
 * @param {(phase: import('./load.mjs').PhaseFigures, live: { shown: number, missed: number }) => void} check
 */
async function underLoad(load, probe, name, scenario, check) {
  return phase(name, async () => {
    load.startPhase(name);
    const liveBefore = { ...probe.counts };
    const measured = await scenario();
    // The load goes on a little after the change, on the new tasks.
    await sleep(10_000);
    const live = {
      shown: probe.counts.shown - liveBefore.shown,
      missed: probe.counts.missed - liveBefore.missed,
    };
    const phaseFigures = load.figures;
    const line =
      `${phaseFigures.requests} peticiones, ${phaseFigures.failures} fallidas ` +
      `(${phaseFigures.status5xx} 5xx, ${phaseFigures.networkErrors} de red), ` +
      `${phaseFigures.writes} escrituras, ${phaseFigures.retried} reintentos con la misma clave, ` +
      `${phaseFigures.unacknowledged} sin confirmar; lista en vivo: ${live.shown} cambios vistos, ` +
      `${live.missed} no; ${measured}`;
    console.log(`  ${line}`);
    if (phaseFigures.failuresSeen.length)
      console.log(`  fallos: ${phaseFigures.failuresSeen.join(' | ')}`);
    figures.push([name, line]);
    check(phaseFigures, live);
    load.startPhase(`tras ${name}`);
  });
}

/**
 * The open page's live list saw the phase's changes, and missed none.
 * @param {{ shown: number, missed: number }} live
 */
function expectLiveKept(live) {
  expect('la lista abierta siguió recibiendo cambios', live.shown > 0 && live.missed === 0);
}

/**
 * Every acknowledged write is in the database, exactly once.
 * @param {Load} load
 */
function checkWritesKept(load) {
  const db = docker([
    'ps',
    '-q',
    '--filter',
    `label=com.docker.swarm.service.name=${STACK}_db`,
  ]).trim();
  /** @param {string} table */
  const rows = (table) =>
    docker([
      'exec',
      db,
      'psql',
      '-U',
      'sistema',
      '-d',
      'sistema',
      '-At',
      '-F',
      '\t',
      '-c',
      `SELECT id, name FROM ${table}`,
    ])
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
  /** @type {Map<string, Map<string, number>>} */
  const stored = new Map();
  for (const table of ['startups', 'technologies']) {
    /** @type {Map<string, number>} */
    const byId = new Map();
    /** @type {Map<string, number>} */
    const names = new Map();
    for (const [id = '', name = ''] of rows(table)) {
      byId.set(id, 1);
      names.set(name, (names.get(name) ?? 0) + 1);
    }
    stored.set(`${table} ids`, byId);
    stored.set(`${table} names`, names);
  }
  let lost = 0;
  let duplicated = 0;
  for (const write of load.acknowledged) {
    if (!stored.get(`${write.resource} ids`)?.has(String(write.id))) lost += 1;
    if ((stored.get(`${write.resource} names`)?.get(write.name) ?? 0) > 1) duplicated += 1;
  }
  const line = `${load.acknowledged.length} escrituras confirmadas: ${lost} perdidas, ${duplicated} duplicadas`;
  figures.push(['escrituras en la base', line]);
  expect(line, lost === 0 && duplicated === 0);
}

async function main() {
  exitOnSignals(130);
  // A promise nobody awaits yet that fails must not end the run before the clean-up.
  process.on('unhandledRejection', (error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    void stopAll().finally(() => process.exit(1));
  });
  const standins = await phase('Docker y las imágenes base', prepareDocker);
  const images = await phase('Construcción de las imágenes (docker compose build)', () =>
    buildImages(standins),
  );
  await phase('Swarm de un nodo', ensureSwarm);
  // A previous run stopped halfway: start from nothing.
  await removeStack();
  await assertPortsFree(Object.values(PORTS), 'detén lo que los ocupa o cambia SWARM_PORT_BASE');
  onCleanup(removeStack);
  docker(['secret', 'create', `${STACK}_operator_token`, '-'], { input: OPERATOR_TOKEN });

  await phase('Despliegue y convergencia (docker stack deploy)', async () => {
    const started = Date.now();
    deploy(images);
    await until('la pila converge', CONVERGE_TIMEOUT_MS, converged);
    await waitForUrls(
      [
        `${SHELL_URL}/v1/api/health`,
        `http://localhost:${PORTS.startups}/remoteEntry.js`,
        `http://localhost:${PORTS.technologies}/remoteEntry.js`,
      ],
      120_000,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    figures.push(['convergencia del despliegue', `${seconds} s`]);
    console.log(`  convergió en ${seconds} s`);
  });

  // Built and published before the load starts: two builds at once take the machine's two cores,
  // and what is measured under load is the deploy, not a team's build.
  onCleanup(() => children.abort());
  const versions = await phase(
    `Dos versiones de ${REMOTE} publicadas (npm run remote -- publish --target swarm)`,
    async () => {
      const [v1, v2] = await Promise.all([publishVersion(TITLE), publishVersion(NEW_TITLE)]);
      if (!v1 || !v2 || v1 === v2)
        throw new Error(`dos versiones distintas esperadas: ${v1} ${v2}`);
      console.log(`  ${REMOTE} ${v1} («${TITLE}») y ${v2} («${NEW_TITLE}»)`);
      return { v1, v2 };
    },
  );

  const load = new Load(SHELL_URL, LOAD);
  load.start();
  onCleanup(() => load.stop());
  const page = await phase('Lista en vivo abierta en Chromium', openLiveList);
  const probe = liveProbe(page, load);
  onCleanup(() => probe.stop());
  await sleep(5_000);

  // The same load with nothing changing: what the machine itself fails, for comparison.
  await underLoad(
    load,
    probe,
    'Sin cambios (referencia)',
    async () => {
      await sleep(20_000);
      return '30 s';
    },
    () => {},
  );

  const updateImage = deriveApiImage(images.API_IMAGE, 'update', [
    `LABEL org.opencontainers.image.version=swarm-test-${Date.now()}`,
  ]);
  await underLoad(
    load,
    probe,
    'Actualización escalonada de la API',
    async () => {
      const started = Date.now();
      deploy({ ...images, API_IMAGE: updateImage });
      const state = await until('la actualización termina', UPDATE_TIMEOUT_MS, () => {
        const current = updateState();
        return ['completed', 'rollback_completed', 'paused', 'rollback_paused'].includes(current)
          ? current
          : undefined;
      });
      expect(`la actualización terminó (${state})`, state === 'completed');
      if (state !== 'completed') {
        // Why Swarm rolled back or paused: each task's state and error.
        console.log(apiTasks());
        return `no terminó: ${state}`;
      }
      await until('las réplicas nuevas sanas', 60_000, () =>
        apiContainers().filter((c) => c.image === updateImage).length === API_REPLICAS
          ? true
          : undefined,
      );
      return `actualizada en ${((Date.now() - started) / 1000).toFixed(0)} s`;
    },
    (figuresOf, live) => {
      expect('0 peticiones fallidas durante la actualización', figuresOf.failures === 0);
      expectLiveKept(live);
    },
  );

  // Answers nothing on its port: the health check fails once its start period is over.
  const unhealthyImage = deriveApiImage(images.API_IMAGE, 'unhealthy', [
    'CMD ["node", "-e", "setInterval(() => {}, 60000)"]',
  ]);
  await underLoad(
    load,
    probe,
    'Imagen de la API con la comprobación de salud fallida',
    async () => {
      const started = Date.now();
      deploy({ ...images, API_IMAGE: unhealthyImage });
      const state = await until('Swarm revierte la actualización', UPDATE_TIMEOUT_MS, () => {
        const current = updateState();
        return ['completed', 'rollback_completed', 'paused', 'rollback_paused'].includes(current)
          ? current
          : undefined;
      });
      expect(`Swarm revirtió solo la actualización (${state})`, state === 'rollback_completed');
      await until('las réplicas anteriores sanas', 120_000, () => {
        const running = apiContainers();
        return running.length === API_REPLICAS && running.every((c) => c.image === updateImage)
          ? true
          : undefined;
      });
      return `revertida en ${((Date.now() - started) / 1000).toFixed(0)} s`;
    },
    (figuresOf, live) => {
      expect('el sitio respondió todo el tiempo (0 fallidas)', figuresOf.failures === 0);
      expectLiveKept(live);
    },
  );

  await underLoad(
    load,
    probe,
    'Una tarea de la API eliminada (docker kill)',
    async () => {
      const [victim] = apiContainers();
      if (!victim) throw new Error('no hay ninguna réplica de la API en marcha');
      const started = Date.now();
      docker(['kill', victim.id]);
      await until('Swarm reemplaza la tarea', 180_000, () => {
        const running = apiContainers();
        return running.length === API_REPLICAS && !running.some((c) => c.id === victim.id)
          ? true
          : undefined;
      });
      return `reemplazada en ${((Date.now() - started) / 1000).toFixed(0)} s`;
    },
    (figuresOf, live) => {
      // Each worker has one request in flight at most: only those can have been on that task.
      const inFlight = LOAD.writers + LOAD.readers + 1;
      expect(
        `a lo sumo las peticiones en curso en esa tarea fallaron (${figuresOf.status5xx + figuresOf.networkErrors} ≤ ${inFlight})`,
        figuresOf.status5xx + figuresOf.networkErrors <= inFlight,
      );
      expect(
        'toda escritura se confirmó (reintentada con su clave)',
        figuresOf.unacknowledged === 0,
      );
      expectLiveKept(live);
    },
  );

  // A page of its own for the reloads: the live list's page is never reloaded.
  const browser = page.context().browser();
  if (!browser) throw new Error('la página no tiene navegador');
  const viewer = await browser.newPage();
  const { v1, v2 } = versions;
  await underLoad(
    load,
    probe,
    `Despliegue y rollback de ${REMOTE} (npm run remote -- … --target swarm)`,
    async () => {
      const otherBefore = await otherRemote();
      const otherContainer = containerOf(`${OTHER}-mfe`);
      const started = Date.now();
      await remoteCli('deploy', REMOTE, v1);
      const shownV1 = await reloadShows(viewer, TITLE, v1);
      await remoteCli('deploy', REMOTE, v2);
      const shownV2 = await reloadShows(viewer, NEW_TITLE, v2);
      const openTitle = await page.getByRole('heading', { level: 1 }).textContent();
      expect(
        `la página ya abierta conserva la versión que cargó («${openTitle}»)`,
        openTitle === TITLE,
      );
      await remoteCli('rollback', REMOTE);
      const shownBack = await reloadShows(viewer, TITLE, v1);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const otherAfter = await otherRemote();
      expect(
        `${OTHER} no cambió: su remoteEntry.js (${otherAfter.entry}), su entrada en vivo y su contenedor`,
        otherAfter.status === 200 &&
          otherAfter.entry === otherBefore.entry &&
          otherAfter.live === otherBefore.live &&
          containerOf(`${OTHER}-mfe`).join() === otherContainer.join(),
      );
      const state = (await remoteStatus())[REMOTE];
      const history = state?.history.map((step) => step.version).join(' ');
      expect(
        `status: ${REMOTE} en vivo ${state?.live.version}, historial ${history}`,
        state?.live.version === v1 && history === `${v1} ${v2} ${v1}`,
      );
      return (
        `${v1}, ${v2} y rollback a ${v1} en ${seconds} s; cada recarga mostró la versión a los ` +
        `${shownV1.toFixed(1)}, ${shownV2.toFixed(1)} y ${shownBack.toFixed(1)} s de la orden`
      );
    },
    (figuresOf, live) => {
      expect('0 peticiones fallidas durante los despliegues', figuresOf.failures === 0);
      expectLiveKept(live);
    },
  );

  await underLoad(
    load,
    probe,
    `Contenedores del shell y de ${REMOTE}-mfe reemplazados (docker service update --force)`,
    async () => {
      const downtime = watchDowntime(`${SHELL_URL}/`);
      const started = Date.now();
      /** @type {string[]} */
      const replaced = [];
      for (const service of ['shell', `${REMOTE}-mfe`]) {
        const [old] = containerOf(service);
        const since = Date.now();
        refuseWhenStopping();
        docker([
          'service',
          'update',
          '--force',
          '--detach',
          '--no-resolve-image',
          `${STACK}_${service}`,
        ]);
        await until(`${service} reemplazado`, 180_000, () => {
          const now = containerOf(service);
          return now.length === 1 && now[0] !== old ? true : undefined;
        });
        replaced.push(`${service} en ${((Date.now() - since) / 1000).toFixed(0)} s`);
      }
      const longest = await downtime.stop();
      const shown = await reloadShows(viewer, TITLE, v1);
      const state = (await remoteStatus())[REMOTE];
      const history = state?.history.map((step) => step.version).join(' ');
      const published = state?.published.map((item) => item.version) ?? [];
      expect(
        `tras el reemplazo, status: ${REMOTE} en vivo ${state?.live.version}, historial ` +
          `${history}, publicadas ${published.join(' ')}`,
        state?.live.version === v1 &&
          history === `${v1} ${v2} ${v1}` &&
          published.includes(v1) &&
          published.includes(v2),
      );
      return (
        `reemplazados ${replaced.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s); ` +
        `el shell no respondió durante ${longest.toFixed(1)} s seguidos; una recarga mostró ` +
        `${v1} a los ${shown.toFixed(1)} s`
      );
    },
    (_figures, live) => {
      // One shell task with a host-mode port, replaced stop-first: while no task holds the port the
      // requests fail (counted above); the open list must come back by itself.
      expect('la lista abierta volvió a recibir cambios', live.shown > 0 && live.missed === 0);
    },
  );

  await probe.stop();
  await load.stop();
  expect('la página nunca se recargó', !probe.reloaded);
  await phase('Escrituras confirmadas en la base de datos', () => checkWritesKept(load));
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
  console.log('\nCifras:');
  for (const [label, line] of figures) console.log(`  ${label}: ${line}`);
  console.log('\nTiempos:');
  for (const [label, seconds] of timings)
    console.log(`  ${label.padEnd(55)} ${seconds.toFixed(0).padStart(5)} s`);
}
if (problems.length > 0) {
  exitCode = 1;
  console.error(`\n✖ Docker Swarm: ${problems.length} comprobaciones fallaron:`);
  for (const problem of problems) console.error(`  - ${problem}`);
} else if (exitCode === 0) console.log('\n✔ Docker Swarm: todo comprobado');
process.exit(exitCode);
