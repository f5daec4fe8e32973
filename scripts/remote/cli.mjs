// npm run remote -- <command>: how a team ships its remote on the system this checkout runs
// (`npm start`, `npm run start:nginx`). USAGE below lists the commands, docs/deployment.md explains
// them; publish's last line is the version. --target compose acts on the composed deployment (its
// volume remote-state and its ports), --target swarm on the stack of deploy/swarm/stack.yml
// (SWARM_STACK, default sistema): its volume remote-state on this node and the ports it publishes.
import { parseArgs } from 'node:util';
import { REMOTE_KEYS, spanishList } from '../lib/registry.mjs';
import { composeTarget } from './compose-target.mjs';
import { errorCode, messageOf, UsageError } from './errors.mjs';
import { swarmTarget } from './swarm-target.mjs';

const REMOTE = REMOTE_KEYS.join('|');
const USAGE = `Uso: npm run remote -- <orden> [--target compose|swarm]
  publish <${REMOTE}> [--from <carpeta de un build>]
  deploy <${REMOTE}> <versión>
  rollback <${REMOTE}>
  status [--json]`;

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
  if (!Object.hasOwn(targets, target))
    throw new UsageError(
      `Destino desconocido: «${target}» (${spanishList(Object.keys(targets))}).`,
    );
  // Ports and folders of the target, in the environment before the commands' modules read them.
  Object.assign(process.env, targets[/** @type {keyof typeof targets} */ (target)]());
  const { remoteName, publish, deploy, rollback, status } = await import('./commands.mjs');
  const [command, ...rest] = positionals;
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
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // A mistake in the command line, ours or one parseArgs refused, is answered with the usage too.
  const usage = error instanceof UsageError || errorCode(error)?.startsWith('ERR_PARSE_ARGS');
  console.error(`✖ ${messageOf(error)}`);
  if (usage) console.error(USAGE);
  process.exitCode = usage ? 2 : 1;
}
