import concurrently from 'concurrently';

/**
 * Runs long-lived processes side by side with prefixed output. If one stops, the others are stopped
 * too, and Ctrl+C or SIGTERM stops them all: nothing is left running.
 */
export function runTogether(commands) {
  const { result, commands: running } = concurrently(commands, {
    prefix: 'name',
    killOthersOn: ['failure', 'success'],
    killSignal: 'SIGTERM',
    padPrefix: true,
  });
  // concurrently forwards SIGINT/SIGTERM to every process itself; `stop` is for our own failures.
  const stop = () => running.forEach((command) => command.kill('SIGTERM'));
  return {
    stop,
    done: result.then(
      () => 0,
      () => 1,
    ),
  };
}
