// Long-lived processes for `npm start`, `npm run start:nginx`, `npm run dev` and the bench: output
// kept (and echoed with a [name] prefix), a crashed process restarted when asked to, everything
// stopped together (on Ctrl+C, SIGTERM, a failure or the end of a run), then the clean-ups run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { waitForUrls } from './wait.mjs';

/** Restart back-off: doubles on each quick crash, back to the minimum after a stable run. */
const MIN_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;
const STABLE_RUN_MS = 30_000;
/** Ctrl+C reaches every process of the terminal's group, maybe a child before us: wait this long
 *  for our own signal handler before calling a child's exit a crash. */
const SIGNAL_GRACE_MS = 300;
const STOP_GRACE_MS = 8_000;
const PREFIX_WIDTH = 18;

const handles = new Set();
let cleanups = [];
let stopping = null;

/** True once stopAll() has been called: exits from then on are expected. */
export const isStopping = () => stopping !== null;

const isRunning = (child) =>
  child?.pid !== undefined && child.exitCode === null && child.signalCode === null;

function signal(handle, name) {
  const { child, detached } = handle;
  if (child?.pid === undefined) return;
  try {
    if (detached) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

/**
 * Starts a long-lived process and returns its handle: { name, child, tail (last output lines),
 * exited (resolves with { code, signal } once it has ended for good), restart, restarts, stop() }.
 * Options, besides spawn's (cwd, env):
 *   echo      print its output, each line prefixed with [name] (default true)
 *   detached  its own process group, stopped with whatever it started; Ctrl+C then reaches only
 *             this process, which stops it (default false: the terminal's group)
 *   restart   when it ends on its own, start it again after a short back-off, with a line in the
 *             log; `handle.restart` can be switched later (e.g. once the system is ready)
 */
export function startProcess(name, command, args, options = {}) {
  const { echo = true, detached = false, restart = false, ...spawnOptions } = options;
  const prefix = `[${name}]`.padEnd(PREFIX_WIDTH);
  const say = (line) => console.error(`${prefix} ${line}`);
  let finish;
  const handle = {
    name,
    detached,
    restart,
    restarts: 0,
    child: null,
    tail: [],
    timer: null,
    wanted: true,
    exited: new Promise((resolve) => (finish = resolve)),
    stop: () => stopHandle(handle),
  };
  handle.finish = (result) => {
    handles.delete(handle);
    finish(result);
  };
  let backoffMs = MIN_BACKOFF_MS;

  const launch = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, {
      ...spawnOptions,
      detached,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    handle.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        handle.tail.push(line);
        if (handle.tail.length > 30) handle.tail.shift();
        if (echo) console.log(`${prefix} ${line}`);
      });
    }
    let ended = false;
    const onEnd = (code, signalName) => {
      if (ended) return;
      ended = true;
      const result = { code, signal: signalName };
      if (!handle.wanted || stopping || !handle.restart) return handle.finish(result);
      setTimeout(() => {
        if (!handle.wanted || stopping) return handle.finish(result);
        if (Date.now() - startedAt > STABLE_RUN_MS) backoffMs = MIN_BACKOFF_MS;
        const delay = backoffMs;
        backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
        handle.restarts += 1;
        say(
          `terminó (${signalName ?? `código ${code}`}); se reinicia en ${delay / 1000} s ` +
            `(reinicio ${handle.restarts})`,
        );
        handle.timer = setTimeout(() => {
          handle.timer = null;
          if (handle.wanted && !stopping) launch();
          else handle.finish(result);
        }, delay);
      }, SIGNAL_GRACE_MS);
    };
    child.once('exit', onEnd);
    child.once('error', (error) => {
      const line = `no se pudo iniciar: ${error.message}`;
      handle.tail.push(line);
      say(line);
      if (child.pid === undefined) onEnd(null, null);
    });
  };

  handles.add(handle);
  launch();
  return handle;
}

async function stopHandle(handle, graceMs = STOP_GRACE_MS) {
  handle.wanted = false;
  if (handle.timer) {
    clearTimeout(handle.timer);
    handle.timer = null;
    handle.finish({ code: null, signal: null });
  }
  if (isRunning(handle.child)) {
    signal(handle, 'SIGTERM');
    const timer = setTimeout(() => signal(handle, 'SIGKILL'), graceMs);
    await handle.exited;
    clearTimeout(timer);
  }
  await handle.exited;
  // Whatever a detached process left behind in its group.
  if (handle.detached) signal(handle, 'SIGKILL');
}

/** Something to undo at the end (a watcher, a temp folder, a database), after the processes stop. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Stops every process still running, then runs the clean-ups, newest first. */
export function stopAll() {
  stopping ??= (async () => {
    await Promise.all([...handles].map((handle) => stopHandle(handle)));
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

/** Ctrl+C or SIGTERM: stop everything, then exit with `exitCode`. */
export function exitOnSignals(exitCode = 0, message = 'se detiene todo…') {
  for (const name of ['SIGINT', 'SIGTERM']) {
    process.once(name, () => {
      console.error(`\n${name}: ${message}`);
      void stopAll().finally(() => process.exit(exitCode));
    });
  }
}

/** Resolves with 1 once one of `system` ends for good without being asked to, all others stopped. */
function untilCrash(system) {
  return new Promise((resolve) => {
    for (const handle of system) {
      void handle.exited.then(({ code, signal: signalName }) => {
        setTimeout(() => {
          if (stopping) return;
          console.error(
            `\n✖ ${handle.name} terminó (${signalName ?? `código ${code}`}); se detiene todo.`,
          );
          void stopAll().then(() => resolve(1));
        }, SIGNAL_GRACE_MS);
      });
    }
  });
}

/**
 * The supervisor of a whole system (npm start, dev, start:nginx): waits until every URL answers,
 * then switches on the restart of the `restartWhenReady` processes (a start-up failure, such as bad
 * settings, is not retried) and calls `onReady`. A process that is not restarted ending on its own
 * stops everything; so does Ctrl+C or SIGTERM. Never returns: exits the process.
 */
export async function supervise(system, { urls, onReady, restartWhenReady = [] }) {
  exitOnSignals();
  const crashed = untilCrash(system);
  try {
    await waitForUrls(urls, 120_000, {
      died: Promise.race(system.map((handle) => handle.exited)),
    });
    for (const handle of restartWhenReady) handle.restart = true;
    onReady();
  } catch (error) {
    if (!stopping) {
      const ended = system.filter((handle) => !handles.has(handle)).map((handle) => handle.name);
      const why = ended.length
        ? `${ended.join(', ')} terminó antes de estar listo (ver su salida arriba)`
        : error instanceof Error
          ? error.message
          : error;
      console.error(`\n✖ El sistema no arrancó: ${why}`);
      await stopAll();
      process.exit(1);
    }
  }
  process.exit(await crashed);
}

/** Last resort when the process exits without awaiting stopAll: no child outlives it. */
process.on('exit', () => {
  for (const handle of handles) signal(handle, 'SIGKILL');
});
