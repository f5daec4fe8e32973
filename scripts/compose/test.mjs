#!/usr/bin/env node
// npm run test:compose: docker compose for real on a bare Debian machine (its steps, --keep and
// COMPOSE_BASES: docs/deployment.md): Docker installed, every image built (on stand-in bases when the
// official ones cannot be pulled), the composition proven in Chromium, and whatever it started
// stopped and removed, the images kept as the next run's build cache.
//   --prepare  only Docker and the base images, for a later run (CI builds them while its other
//              stages run); its last line, `bases official|standin`, ends with `dockerd-started
//              <pid>` when it started the Docker daemon: the caller stops that daemon
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertPortsFree } from '../lib/ports.mjs';
import {
  COMPOSE_SHELL_PORT,
  composePort,
  composePortsEnv,
  REGISTRY,
  REMOTE_FOLDERS,
  REMOTE_KEYS,
} from '../lib/registry.mjs';
import { exitOnSignals, onCleanup, stopAll } from '../lib/processes.mjs';
import { binPath, ROOT } from '../lib/system.mjs';
import { waitForUrls } from '../lib/wait.mjs';

// COMPOSE_TEST_PROJECT: another project name, so two checkouts' runs never address each other's containers.
const PROJECT = process.env.COMPOSE_TEST_PROJECT || 'sistema-compose-test';
const SHELL_URL = 'http://localhost:8080';
/** Each front-end service of docker-compose.yml and the port it is published on. */
const PUBLISHED = {
  shell: COMPOSE_SHELL_PORT,
  ...Object.fromEntries(REMOTE_KEYS.map((key) => [REGISTRY[key].folder, composePort(key)])),
};
const BUILT = ['api', 'shell', ...REMOTE_FOLDERS];
const LOG_DIR = join(ROOT, '.run', 'compose');
const keep = process.argv.includes('--keep');
const prepare = process.argv.includes('--prepare');
/** @type {number | null} the Docker daemon this run started */
let daemonStarted = null;

/** @type {[string, number][]} */
const timings = [];
/**
 * Runs one phase of the test, timed for the closing table.
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
 * Runs a command to its end (output shown); rejects when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} terminó con ${signal ?? code}`)),
    );
  });
}

/**
 * Runs a command and answers its output, or null when it fails (its error output then shown).
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean }} [options]
 */
function capture(command, args, { quiet = false } = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status === 0) return result.stdout;
  if (!quiet) process.stderr.write(result.stderr ?? '');
  return null;
}

/**
 * A long, noisy command (a build) with its output in a log file; the end shown when it fails.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
async function logged(name, command, args) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logPath = join(LOG_DIR, `${name}.log`);
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  writeFileSync(logPath, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    console.error(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'));
    throw new Error(`${command} ${args.join(' ')} falló (registro completo: ${logPath})`);
  }
  console.log(`  registro: ${logPath}`);
}

/** @param {string[]} args */
const compose = (...args) => capture('docker', ['compose', ...args]);

/** Docker, its daemon and Compose v2, installed and started when missing. */
function installDocker() {
  const result = spawnSync('bash', [join(ROOT, 'scripts', 'compose', 'install.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = (result.stdout ?? '').trim().split('\n');
  const started = /^dockerd-started (\d+)$/.exec(lines.at(-1) ?? '');
  for (const line of started ? lines.slice(0, -1) : lines) if (line) console.log(`  ${line}`);
  if (result.status !== 0) throw new Error('no se pudo instalar o arrancar Docker');
  // With --keep the composition outlives this run, and so must its daemon; with --prepare the
  // caller's later run needs it.
  if (started) daemonStarted = Number(started[1]);
  if (daemonStarted && !keep && !prepare) {
    const pid = daemonStarted;
    onCleanup(() => stopDaemon(pid));
  }
  console.log(`  ${(capture('docker', ['compose', 'version']) ?? '').trim()}`);
}

/** @param {number} pid */
async function stopDaemon(pid) {
  console.log('  se detiene el demonio de Docker que arrancó esta prueba');
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Playwright's command line, after `npm ci` on a fresh clone that has no node_modules yet. */
async function playwrightCli() {
  const cli = () => binPath('@playwright/test', 'cli.js', join(ROOT, 'e2e'));
  try {
    return cli();
  } catch {
    console.log('  npm ci (sin node_modules)');
    await run('npm', ['ci', '--no-audit', '--no-fund']);
    return cli();
  }
}

/** The official base images the files pin: the Dockerfiles' build arguments, compose's db and redis. */
function officialBases() {
  /** @type {(file: string, name: string) => string | undefined} */
  const argDefault = (file, name) =>
    new RegExp(`^ARG ${name}=(\\S+)`, 'm').exec(readFileSync(join(ROOT, file), 'utf8'))?.[1];
  const composeFile = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  /** @type {(name: string) => string | undefined} */
  const imageDefault = (name) => new RegExp(`\\$\\{${name}:-([^}]+)\\}`).exec(composeFile)?.[1];
  return [
    argDefault('api/Dockerfile', 'NODE_IMAGE'),
    argDefault('shell/Dockerfile', 'NGINX_IMAGE'),
    imageDefault('POSTGRES_IMAGE'),
    imageDefault('REDIS_IMAGE'),
  ];
}

/** The compose files to use: the official bases when they can be pulled, else the stand-ins. */
async function chooseBases() {
  const files = [join(ROOT, 'docker-compose.yml')];
  let bases = process.env.COMPOSE_BASES;
  if (bases !== 'official' && bases !== 'standin') {
    const missing = officialBases().filter(
      (image) =>
        !image ||
        (capture('docker', ['image', 'inspect', image], { quiet: true }) === null &&
          capture('docker', ['pull', '--quiet', image], { quiet: true }) === null),
    );
    bases = missing.length === 0 ? 'official' : 'standin';
    // A later run of this machine (after --prepare) skips the probe.
    process.env.COMPOSE_BASES = bases;
    if (bases === 'standin')
      console.log(`  sin acceso a ${missing.join(', ')}: imágenes sustitutas`);
  }
  if (bases === 'standin') {
    await run('bash', [join(ROOT, 'deploy', 'docker', 'standins', 'build.sh')]);
    files.push(join(ROOT, 'docker-compose.standin.yml'));
  } else {
    console.log(`  imágenes oficiales: ${officialBases().join(', ')}`);
  }
  return files;
}

/** @param {boolean} standins */
function imageSizes(standins) {
  /** @param {string} image */
  const size = (image) =>
    Number(capture('docker', ['image', 'inspect', '--format', '{{.Size}}', image]) ?? NaN);
  /** @param {number} bytes */
  const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
  const rows = BUILT.map((service) => {
    const image = `${PROJECT}-${service}`;
    return `  ${image.padEnd(40)} ${mb(size(image)).padStart(8)}`;
  });
  const db = (compose('images', '--format', 'json', 'db') ?? '').trim();
  const dbImage = db ? JSON.parse(db)[0] : null;
  if (dbImage)
    rows.push(
      `  ${`${dbImage.Repository}:${dbImage.Tag}`.padEnd(40)} ${mb(dbImage.Size).padStart(8)}`,
    );
  if (standins)
    rows.push(
      '  (sobre imágenes sustitutas: Debian en lugar de Alpine, más grandes que las oficiales)',
    );
  return rows.join('\n');
}

async function main() {
  exitOnSignals(130);
  await phase('Docker y Compose', installDocker);
  if (prepare) {
    await phase('Imágenes base', chooseBases);
    return;
  }
  const playwright = await playwrightCli();
  process.env.COMPOSE_PROJECT_NAME = PROJECT;
  // A previous `--keep` run of this test: start from nothing.
  compose('down', '--volumes', '--remove-orphans');
  await assertPortsFree(Object.values(PUBLISHED), 'detén lo que los ocupa');
  const files = await phase('Imágenes base', chooseBases);
  process.env.COMPOSE_FILE = files.join(':');
  if (!keep) {
    onCleanup(() => {
      console.log('\n▶ Se detiene y elimina la composición (contenedores, red y volumen)');
      compose('down', '--volumes', '--remove-orphans', '--timeout', '10');
    });
  }

  await phase('Construcción de las imágenes', () =>
    logged('build', 'docker', ['compose', '--progress', 'plain', 'build']),
  );
  await phase('Arranque (hasta que todo esté sano)', async () => {
    await logged('up', 'docker', ['compose', 'up', '--detach', '--wait', '--wait-timeout', '300']);
    await waitForUrls(
      [
        `${SHELL_URL}/v1/api/health`,
        ...REMOTE_KEYS.map((key) => `http://localhost:${composePort(key)}/remoteEntry.js`),
      ],
      120_000,
    );
    // Every published port is bound to 127.0.0.1: nothing of the composition leaves the machine.
    for (const [service, port] of Object.entries(PUBLISHED)) {
      const binding = (compose('port', service, '8080') ?? '').trim();
      if (binding !== `127.0.0.1:${port}`)
        throw new Error(`${service} se publica en '${binding}', no en 127.0.0.1:${port}`);
    }
  });
  console.log(`\nTamaño de las imágenes:\n${imageSizes(files.length > 1)}`);

  const e2eEnv = { ...process.env, E2E_SHELL_URL: SHELL_URL, ...composePortsEnv() };
  /** @param {string} config */
  const suite = (config) => () =>
    run(process.execPath, [playwright, 'test', '--config', config], { env: e2eEnv });
  await phase('Suite end-to-end contra la composición', suite('e2e/playwright.config.ts'));
  await phase('Escenarios de docker compose', suite('e2e/compose/playwright.config.ts'));
}

let exitCode = 0;
try {
  await main();
  if (prepare) {
    console.log('\n✔ docker compose: Docker y las imágenes base listos');
    console.log(
      `bases ${process.env.COMPOSE_BASES ?? 'official'}` +
        (daemonStarted ? ` dockerd-started ${daemonStarted}` : ''),
    );
  } else console.log('\n✔ docker compose: todo comprobado');
} catch (error) {
  exitCode = 1;
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  if (keep) console.error(`  la composición sigue en marcha (docker compose -p ${PROJECT} ps)`);
} finally {
  await stopAll();
  console.log('\nTiempos:');
  for (const [label, seconds] of timings)
    console.log(`  ${label.padEnd(40)} ${seconds.toFixed(0).padStart(5)} s`);
}
process.exit(exitCode);
