#!/usr/bin/env node
// npm run test:swarm: the system on Docker Swarm (deploy/swarm/stack.yml), under continuous load,
// through a rolling update of the API, an update to an API image whose health check fails (Swarm
// must roll it back by itself) and a killed API task. The load: writers with Idempotency-Keys,
// readers, and an open live list in Chromium that must keep showing new records. At the end every
// acknowledged write is looked for in the database. Figures are printed; any failure exits 1.
//
// It starts from Docker as `npm run test:compose -- --prepare` leaves it (Docker running, base
// images ready, official or stand-ins), builds the images with compose, initialises a single-node
// swarm when there is none and deploys the stack. Whatever happens, it removes what it created:
// the stack, its volumes and secret, the images it tagged, the node label, the swarm it
// initialised and the Docker daemon it started. The built images stay: the next run's cache.
//   SWARM_PORT_BASE=8090     the shell's port; the remotes take the next two (all on this machine)
//   SWARM_TEST_STACK         the stack's name (default sistema-swarm-test)
//   SWARM_IMAGES_PROJECT     the compose project whose images are deployed (default: the stack's
//                            name); sistema-compose-test reuses `npm run test:compose`'s build
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.mjs';
import { assertPortsFree } from '../lib/ports.mjs';
import { exitOnSignals, onCleanup, stopAll } from '../lib/processes.mjs';
import { ROOT } from '../lib/system.mjs';
import { waitForUrls } from '../lib/wait.mjs';
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
const converged = () => {
  const all = services();
  return all.length === 5 && all.every((s) => s.running === s.desired) ? true : undefined;
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
  const container = docker(['create', from]).trim();
  try {
    const image = `${STACK}-api:${tag}`;
    docker(['commit', ...changes.flatMap((change) => ['--change', change]), container, image]);
    return image;
  } finally {
    docker(['rm', container]);
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
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
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
  const standins = await phase('Docker y las imágenes base', prepareDocker);
  const images = await phase('Construcción de las imágenes (docker compose build)', () =>
    buildImages(standins),
  );
  await phase('Swarm de un nodo', ensureSwarm);
  // A previous run stopped halfway: start from nothing.
  await removeStack();
  await assertPortsFree(Object.values(PORTS), 'detén lo que los ocupa o cambia SWARM_PORT_BASE');
  onCleanup(removeStack);
  docker(['secret', 'create', `${STACK}_operator_token`, '-'], {
    input: randomBytes(24).toString('hex'),
  });

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
      await until('las réplicas nuevas sanas', 60_000, () =>
        apiContainers().filter((c) => c.image === updateImage).length === API_REPLICAS
          ? true
          : undefined,
      );
      expect(`la actualización terminó (${state})`, state === 'completed');
      return `actualizada en ${((Date.now() - started) / 1000).toFixed(0)} s`;
    },
    (figuresOf, live) => {
      expect('0 peticiones fallidas durante la actualización', figuresOf.failures === 0);
      expect('la lista abierta siguió recibiendo cambios', live.shown > 0 && live.missed === 0);
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
      expect('la lista abierta siguió recibiendo cambios', live.shown > 0 && live.missed === 0);
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
      expect('la lista abierta siguió recibiendo cambios', live.shown > 0 && live.missed === 0);
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
