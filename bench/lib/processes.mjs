// Every process the bench starts is registered here and stopped when the bench ends, however it
// ends (normal exit, an exception, Ctrl+C). Each child gets its own process group, so a child's own
// children (nginx workers, a shell's subprocess) go with it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const children = new Set();
let cleanups = [];

/**
 * Starts a long-lived process. Its output is kept (the last lines are printed if it dies early)
 * and echoed when BENCH_VERBOSE is set.
 */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 30) tail.shift();
      if (process.env.BENCH_VERBOSE) console.log(`  [${name}] ${line}`);
    });
  }
  const handle = {
    name,
    child,
    tail,
    exited: new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    ),
    stop: () => stopChild(handle),
  };
  child.once('exit', () => children.delete(handle));
  child.once('error', (error) => tail.push(`spawn error: ${error.message}`));
  children.add(handle);
  return handle;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopChild(handle, graceMs = 8_000) {
  const { child } = handle;
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
  // Whatever the leader left behind in its group.
  signalGroup(child, 'SIGKILL');
}

/** Something to undo at the end (a temp folder, a database), run after the processes stop. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

let stopping;
/** Stops every process still running, then runs the clean-ups, newest first. */
export function stopAll() {
  stopping ??= (async () => {
    await Promise.all([...children].map((handle) => stopChild(handle)));
    const pending = cleanups.reverse();
    cleanups = [];
    for (const fn of pending) {
      try {
        await fn();
      } catch (error) {
        console.error(`  clean-up failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return stopping;
}

/** Last resort when the process exits without awaiting stopAll: no child outlives the bench. */
process.on('exit', () => {
  for (const { child } of children) signalGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the bench started…`);
    void stopAll().finally(() => process.exit(130));
  });
}
