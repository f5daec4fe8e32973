// npm run remote -- <command>: how a team ships its remote on the system this checkout runs
// (`npm start`, `npm run start:nginx`). docs/deployment.md explains each command.
//   publish <remote> [--from <build folder>]   builds (or takes a build) and publishes it; the last
//                                              line is the version (<remote>: a registry key)
//   deploy <remote> <version>                  validates it, then makes it live
//   rollback <remote>                          the previous live version, live again
//   status [--json]                            live versions, history, publications
//   --target compose   acts on the composed deployment (`docker compose up`) instead: its volume
//                      remote-state and its ports (docs/deployment.md)
//   --target swarm     acts on the stack of deploy/swarm/stack.yml (SWARM_STACK, default sistema):
//                      its volume remote-state on this node and the ports it publishes
import { parseArgs } from 'node:util';
import { REMOTE_KEYS, spanishList } from '../lib/registry.mjs';
import { composeTarget } from './compose-target.mjs';
import { errorCode, messageOf } from './errors.mjs';
import { swarmTarget } from './swarm-target.mjs';

const REMOTE = REMOTE_KEYS.join('|');
const USAGE = `Uso: npm run remote -- <orden> [--target compose|swarm]
  publish <${REMOTE}> [--from <carpeta de un build>]
  deploy <${REMOTE}> <versión>
  rollback <${REMOTE}>
  status [--json]`;

/**
 * Whether `error` is a mistake in the command line, answered with the usage too: marked `usage`,
 * or refused by parseArgs.
 * @param {unknown} error
 */
const isUsageError = (error) =>
  (typeof error === 'object' && error !== null && 'usage' in error && error.usage === true) ||
  errorCode(error)?.startsWith('ERR_PARSE_ARGS') === true;

/** @param {string[]} argv */
async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      json: { type: 'boolean' },
      target: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const targets = { local: () => ({}), compose: composeTarget, swarm: swarmTarget };
  const target = values.target ?? 'local';
  if (!Object.hasOwn(targets, target)) {
    throw Object.assign(
      new Error(`Destino desconocido: «${target}» (${spanishList(Object.keys(targets))}).`),
      { usage: true },
    );
  }
  // Ports and folders of the target, in the environment before the commands' modules read them.
  Object.assign(process.env, targets[/** @type {keyof typeof targets} */ (target)]());
  const { UsageError, remoteName, publish, deploy, rollback, status } =
    await import('./commands.mjs');
  const [command, ...rest] = positionals;
  try {
    switch (command) {
      case 'publish':
        return await publish(remoteName(rest[0]), values.from);
      case 'deploy':
        return await deploy(remoteName(rest[0]), rest[1]);
      case 'rollback':
        return await rollback(remoteName(rest[0]));
      case 'status':
        return await status(values.json === true);
      default:
        throw new UsageError(command ? `Orden desconocida: «${command}».` : 'Falta la orden.');
    }
  } catch (error) {
    if (error instanceof UsageError) Object.assign(error, { usage: true });
    throw error;
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const usage = isUsageError(error);
  console.error(`✖ ${messageOf(error)}`);
  if (usage) console.error(USAGE);
  process.exitCode = usage ? 2 : 1;
}
