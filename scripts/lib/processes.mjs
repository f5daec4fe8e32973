// Servers a program starts and stops one by one, in the middle of its own work: the bench's APIs and
// front ends, the screenshots' system. Output kept (and echoed with a [name] prefix); a stop ends the
// process and whatever it started; clean-ups run once every process has stopped. The long-running
// systems (npm start, dev, start:nginx) do not use this: concurrently runs them (run-system.mjs).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const STOP_GRACE_MS = 8_000;
const PREFIX_WIDTH = 18;
const TAIL_LINES = 30;

/**
 * @typedef {object} ProcessOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {boolean} [echo]      print its output, each line prefixed with [name] (default true)
 * @property {boolean} [detached]  its own process group, stopped with whatever it started; Ctrl+C
 *                                 then reaches only the program, which stops it (default false)
 */

/**
 * @typedef {object} ProcessHandle
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {string[]} tail  its last output lines, for an error message
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => Promise<void>} stop  SIGTERM, then SIGKILL after a grace period
 */

/** Every process still running, with how to signal it (and its group when detached). */
/** @type {Map<ProcessHandle, (name: NodeJS.Signals) => void>} */
const handles = new Map();
/** @type {(() => unknown)[]} */
let cleanups = [];
/** @type {Promise<void> | null} */
let stopping = null;

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {boolean} detached
 * @param {NodeJS.Signals} name
 */
function signal(child, detached, name) {
  if (child.pid === undefined) return;
  try {
    if (detached) process.kill(-child.pid, name);
    else child.kill(name);
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
  const { echo = true, detached = false, cwd, env } = options;
  const prefix = `[${name}]`.padEnd(PREFIX_WIDTH);
  const child = spawn(command, args, { cwd, env, detached, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (echo) console.log(`${prefix} ${line}`);
    });
  }
  /** @type {ProcessHandle['exited']} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signalName) => resolve({ code, signal: signalName }));
    child.once('error', (error) => {
      const line = `no se pudo iniciar: ${error.message}`;
      tail.push(line);
      console.error(`${prefix} ${line}`);
      if (child.pid === undefined) resolve({ code: null, signal: null });
    });
  });
  const running = () =>
    child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  /** @type {ProcessHandle} */
  const handle = {
    name,
    child,
    tail,
    exited,
    stop: async () => {
      if (running()) {
        signal(child, detached, 'SIGTERM');
        const timer = setTimeout(() => signal(child, detached, 'SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      await exited;
      // Whatever a detached process left behind in its group.
      if (detached) signal(child, detached, 'SIGKILL');
    },
  };
  handles.set(handle, (name) => signal(child, detached, name));
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

/** Last resort when the process exits without awaiting stopAll: no child outlives it. */
process.on('exit', () => {
  for (const kill of handles.values()) kill('SIGKILL');
});
