// How `npm start`, `npm run dev` and `npm run start:nginx` run the system's long-lived processes:
// through concurrently, with beside it only what it lacks
// (docs/decisions/007-concurrently-for-the-processes.md): the readiness wait and its line, a Spanish
// line per restart, stopping when the parent (npm) dies, and a SIGKILL after the grace period.
import { concurrently } from 'concurrently';
import { findExecutable } from './executables.mjs';
import { fail } from './system.mjs';
import { waitForUrls } from './wait.mjs';

/**
 * One process of the system; `name` prefixes its output lines. `command` is run with `exec` in
 * concurrently's shell (and `setsid`, see below), so the process concurrently watches and signals
 * is the server itself, not a shell in front of it.
 * @typedef {{ name: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv }}
 *   SystemProcess
 */

/** @typedef {ReturnType<typeof runSystem>} RunningSystem */

/** A crashed server is started again after 1, 2, 4, 8 and 16 s; a sixth crash stops everything. */
export const RESTART_TRIES = 5;
/** How long a stop waits for the processes to end by themselves before it kills them. */
const STOP_GRACE_MS = 3_000;
const READY_TIMEOUT_MS = 120_000;
/** How often the launcher checks that its parent (npm, a shell) is still there. */
const PARENT_CHECK_MS = 250;
const COLOURS = ['cyan', 'magenta', 'green', 'yellow', 'blue'];

/** @param {string} word */
const quote = (word) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Each server in a session of its own where the machine has `setsid`: Ctrl+C or a signal to the
 * terminal's group reaches only the launcher, and concurrently passes it on once (a second one could
 * cut a server's clean shutdown short). Out of the launcher's group, a SIGKILL to the group would
 * orphan the servers: `setpriv --pdeathsig` (Linux) has the kernel send each one SIGTERM when the
 * launcher dies, however it dies.
 */
const SETSID = findExecutable('setsid', ['/usr/bin', '/bin']);
const SETPRIV =
  process.platform === 'linux' ? findExecutable('setpriv', ['/usr/bin', '/bin']) : null;
const WRAPPERS = [
  ...(SETSID ? [SETSID] : []),
  ...(SETSID && SETPRIV ? [SETPRIV, '--pdeathsig', 'TERM', '--'] : []),
];

/**
 * concurrently stops a process with its children (tree-kill), found with `ps` from PATH on Linux;
 * without it the stop itself would crash and leave everything running. Each launcher calls it
 * before anything is built or started.
 */
export function exitIfProcessesCannotBeStopped() {
  if (process.platform === 'linux' && !findExecutable('ps'))
    fail('Falta `ps`, con el que se detienen los procesos: instálalo (apt-get install -y procps).');
}

/**
 * Starts every process through concurrently, waits until every URL of `urls` answers (then prints
 * `onReady`'s line), and from then on restarts a crashed process. A process ending before the
 * system is ready (bad settings, a port taken meanwhile) stops everything at once: that is not
 * retried. Ctrl+C, SIGTERM, SIGHUP or the parent's death stop everything too; the launcher exits
 * once no process of the system is left.
 * @param {SystemProcess[]} processes
 * @param {{ urls: string[], onReady: () => void }} options
 */
export function runSystem(processes, { urls, onReady }) {
  const { commands, result } = concurrently(
    processes.map((spec) => ({
      name: spec.name,
      command: `exec ${[...WRAPPERS, spec.command, ...spec.args].map(quote).join(' ')}`,
      cwd: spec.cwd,
      ...(spec.env ? { env: spec.env } : {}),
    })),
    {
      prefix: 'name',
      padPrefix: true,
      prefixColors: COLOURS,
      // Not on 'success': a server exiting 0 is one we asked to stop, and the others have already
      // been asked too (a server ending 0 on its own is caught below).
      killOthersOn: ['failure'],
      killTimeout: STOP_GRACE_MS,
      restartTries: RESTART_TRIES,
      restartDelay: 'exponential',
    },
  );
  // Its outcome is read from each process's exits below; a rejection here is only noise.
  result.catch(() => undefined);

  let ready = false;
  let stopping = false;
  /** @type {Map<string, number>} */
  const restarts = new Map();

  /**
   * @param {string} message
   * @param {number} exitCode
   * @param {boolean} [signalled]  concurrently has already passed our own signal on
   */
  const stop = (message, exitCode, signalled = false) => {
    if (stopping) return;
    stopping = true;
    console.error(message);
    if (!signalled) for (const command of commands) command.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const command of commands) command.kill('SIGKILL');
    }, STOP_GRACE_MS);
    const done = setInterval(() => {
      if (commands.some((command) => command.process !== undefined)) return;
      clearTimeout(force);
      clearInterval(done);
      process.exit(exitCode);
    }, 50);
  };

  /** @type {string | undefined} */
  let endedEarly;
  /** @type {(value?: unknown) => void} */
  let endedBeforeReady = () => undefined;
  const diedBeforeReady = new Promise((resolve) => (endedBeforeReady = resolve));

  for (const command of commands) {
    /** @param {NonNullable<typeof command.process>} child */
    const watch = (child) =>
      child.once('exit', (code, signal) => {
        if (stopping) return;
        if (!ready) {
          endedEarly ??= command.name;
          endedBeforeReady();
          return;
        }
        const count = (restarts.get(command.name) ?? 0) + 1;
        restarts.set(command.name, count);
        const how = signal ?? `código ${code ?? '?'}`;
        if (code === 0 || count > RESTART_TRIES) {
          stop(`\n✖ ${command.name} terminó (${how}); se detiene todo.`, 1);
          return;
        }
        console.error(
          `[${command.name}] terminó (${how}); se reinicia en ${2 ** (count - 1)} s ` +
            `(reinicio ${count} de ${RESTART_TRIES})`,
        );
      });
    if (command.process) watch(command.process);
    command.stateChange.subscribe((state) => {
      if (state !== 'started' || !command.process) return;
      // A restart concurrently had scheduled before the stop: it must not outlive us.
      if (stopping) command.kill('SIGKILL');
      else watch(command.process);
    });
  }

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(signal, () => stop(`\n${signal}: se detiene todo…`, 0, true));
  // npm does not always pass SIGTERM on: it may end and leave us behind, adopted by another
  // process. A changed parent means whoever started us is gone, so we stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent)
      stop('\nEl proceso que lanzó el sistema terminó: se detiene todo…', 0);
  }, PARENT_CHECK_MS).unref();

  void waitForUrls(urls, READY_TIMEOUT_MS, { died: diedBeforeReady }).then(
    () => {
      if (stopping) return;
      ready = true;
      onReady();
    },
    (error) => {
      const why = endedEarly
        ? `${endedEarly} terminó antes de estar listo`
        : error instanceof Error
          ? error.message
          : String(error);
      stop(`\n✖ El sistema no arrancó: ${why} (ver su salida arriba).`, 1);
    },
  );

  return {
    pidOf: (/** @type {string} */ name) =>
      commands.find((command) => command.name === name)?.process?.pid,
    isStopping: () => stopping,
  };
}
