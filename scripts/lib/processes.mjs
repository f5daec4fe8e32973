// Servers a program starts and stops one by one in the middle of its own work (the bench's APIs and
// front ends, the screenshots' system), run by concurrently and wrapped like the launchers' servers
// (run-system.mjs: they stop when the program dies, however it dies). Ours beside it: each server's
// last lines for an error message, a stop that ends in SIGKILL, and clean-ups once every server has
// stopped.
import { createConcurrently, Logger, LogError, LogOutput } from 'concurrently';
import { shellLine } from './run-system.mjs';

const STOP_GRACE_MS = 8_000;
const TAIL_LINES = 30;

/**
 * @typedef {object} ProcessHandle
 * @property {string} name
 * @property {string[]} tail  its last output lines
 * @property {Promise<void>} exited
 * @property {() => Promise<void>} stop  SIGTERM to it and what it started, SIGKILL after a while
 */

/** @type {Set<ProcessHandle>} */
const running = new Set();
/** @type {(() => unknown)[]} */
const cleanups = [];
/** @type {Promise<void> | null} */
let stopping = null;

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, echo?: boolean }} [options]  echo: print its
 *   output, each line prefixed with [name] (default true)
 * @returns {ProcessHandle}
 */
export function startProcess(name, command, args, { cwd, env, echo = true } = {}) {
  const logger = new Logger({ prefixFormat: 'name' });
  const {
    commands: [server],
    result,
  } = createConcurrently([{ name, command: shellLine({ command, args }), cwd, env }], {
    logger,
    outputStream: process.stdout,
    controllers: echo ? [new LogError({ logger }), new LogOutput({ logger })] : [],
  });
  // A failed server is read from `exited` and `tail`; the rejection itself is only noise.
  result.catch(() => undefined);
  if (!server) throw new Error(`${name}: no se pudo iniciar`);
  /** @type {string[]} */
  const tail = [];
  for (const stream of [server.stdout, server.stderr]) {
    let partial = '';
    stream.subscribe((chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      tail.push(...lines);
      tail.splice(0, tail.length - TAIL_LINES);
    });
  }
  server.error.subscribe((error) => tail.push(`no se pudo iniciar: ${String(error)}`));
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => server.close.subscribe(() => resolve()));
  /** @type {ProcessHandle} */
  const handle = {
    name,
    tail,
    exited,
    stop: async () => {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

/**
 * Something to undo at the end (a watcher, a temp folder, a database), after the processes stop.
 * @param {() => unknown} fn
 */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Stops every process still running, then runs the clean-ups, newest first. */
export function stopAll() {
  stopping ??= (async () => {
    await Promise.all([...running].map((handle) => handle.stop()));
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`  la limpieza falló: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return stopping;
}

/**
 * Ctrl+C or SIGTERM: stop everything, then exit with `exitCode`.
 * @param {number} [exitCode]
 * @param {string} [message]
 */
export function exitOnSignals(exitCode = 0, message = 'se detiene todo…') {
  for (const name of ['SIGINT', 'SIGTERM']) {
    process.once(name, () => {
      console.error(`\n${name}: ${message}`);
      void stopAll().finally(() => process.exit(exitCode));
    });
  }
}
