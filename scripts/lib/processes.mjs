// Servers a program starts and stops one by one, in the middle of its own work: the bench's APIs and
// front ends, the screenshots' system. concurrently runs each one (its prefixed output, its process
// state); what it lacks sits here: the exact environment and process group we ask for (its own
// spawn would add its parent's variables and colour codes), each server's last lines for an error
// message, a stop that ends in SIGKILL, and clean-ups once every server has stopped.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// concurrently is required when a process starts, not imported: the clean-ups below are also used
// by `test:compose --prepare`, which CI starts before `npm ci` has installed anything.
const require = createRequire(import.meta.url);

const STOP_GRACE_MS = 8_000;
const TAIL_LINES = 30;

/**
 * @typedef {object} ProcessOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]   its whole environment (default: this process's)
 * @property {boolean} [echo]      print its output, each line prefixed with [name] (default true)
 * @property {boolean} [detached]  its own process group, stopped with whatever it started; Ctrl+C
 *                                 then reaches only the program, which stops it (default false)
 */

/**
 * @typedef {object} ProcessHandle
 * @property {string} name
 * @property {number | undefined} pid  its process id (the bench reads a server's memory by it)
 * @property {string[]} tail  its last output lines, for an error message
 * @property {Promise<{ code: number | string }>} exited  its exit code, or the signal's name
 * @property {() => Promise<void>} stop  SIGTERM, then SIGKILL after a grace period
 */

/** Every process still running, with how to kill it at once. */
/** @type {Map<ProcessHandle, () => void>} */
const handles = new Map();
/** @type {(() => unknown)[]} */
let cleanups = [];
/** @type {Promise<void> | null} */
let stopping = null;

/**
 * A detached server is signalled with its whole group; concurrently's default (tree-kill) finds
 * children with `ps`, which a grandchild in a session of its own may escape.
 * @param {number} pid
 * @param {string} [signal]
 */
function killGroup(pid, signal = 'SIGTERM') {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts a long-lived process and returns its handle.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {ProcessOptions} [options]
 * @returns {ProcessHandle}
 */
export function startProcess(name, command, args, options = {}) {
  const { echo = true, detached = false, cwd, env = process.env } = options;
  /** @type {typeof import('concurrently')} */
  const { createConcurrently, Logger, LogError, LogOutput } = require('concurrently');
  const logger = new Logger({ prefixFormat: 'name' });
  const {
    commands: [server],
    result,
  } = createConcurrently([{ name, command: [command, ...args].join(' ') }], {
    logger,
    outputStream: process.stdout,
    controllers: echo ? [new LogError({ logger }), new LogOutput({ logger })] : [],
    spawn: () => spawn(command, args, { cwd, env, detached, stdio: ['ignore', 'pipe', 'pipe'] }),
    ...(detached ? { kill: killGroup } : {}),
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
  /** @type {ProcessHandle['exited']} */
  const exited = new Promise((resolve) => {
    server.close.subscribe(({ exitCode }) => resolve({ code: exitCode }));
    server.error.subscribe((error) => {
      tail.push(`no se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
      if (server.pid === undefined) resolve({ code: 'error' });
    });
  });
  /** @type {ProcessHandle} */
  const handle = {
    name,
    pid: server.pid,
    tail,
    exited,
    stop: async () => {
      if (server.state === 'started') {
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      await exited;
      // Whatever a detached process left behind in its group.
      if (detached && server.pid !== undefined) killGroup(server.pid, 'SIGKILL');
    },
  };
  handles.set(handle, () => {
    if (server.pid === undefined) return;
    // Synchronous: at exit there is no time for tree-kill's `ps`.
    if (detached) killGroup(server.pid, 'SIGKILL');
    else if (server.state === 'started') process.kill(server.pid, 'SIGKILL');
  });
  void exited.then(() => handles.delete(handle));
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
    await Promise.all([...handles.keys()].map((handle) => handle.stop()));
    const pending = cleanups.reverse();
    cleanups = [];
    for (const fn of pending) {
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

/** Last resort when the program exits without awaiting stopAll: no server outlives it. */
process.on('exit', () => {
  for (const kill of handles.values()) kill();
});
