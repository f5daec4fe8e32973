// `npm run remote -- … --target compose`: the composed deployment (`docker compose up`) keeps its
// published versions, deploy history and live manifest in its volume `remote-state` (mounted by the
// shell and, read-only, by each remote). The command works on that volume's folder on this machine,
// and on the composition's ports.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { composePortsEnv } from '../lib/registry.mjs';
import { errorCode, messageOf } from './errors.mjs';

const VOLUME = 'remote-state';

/**
 * @param {string[]} args
 * @returns {string} its output
 */
function docker(args) {
  try {
    return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr =
      typeof error === 'object' && error !== null && 'stderr' in error ? error.stderr : undefined;
    const detail =
      errorCode(error) === 'ENOENT' ? 'docker no está instalado' : String(stderr ?? '');
    throw new Error(`No se pudo consultar Docker: ${detail.trim() || messageOf(error)}`, {
      cause: error,
    });
  }
}

/**
 * The environment the commands run with on the composition (COMPOSE_PROJECT_NAME picks it).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function composeTarget(env = process.env) {
  const project = env.COMPOSE_PROJECT_NAME || 'sistema';
  const [volume] = docker([
    'volume',
    'ls',
    '--quiet',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.volume=${VOLUME}`,
  ])
    .split('\n')
    .filter(Boolean);
  if (!volume) {
    throw new Error(
      `El proyecto de compose «${project}» no tiene el volumen ${VOLUME}: ¿está en marcha ` +
        '`docker compose up`? (COMPOSE_PROJECT_NAME elige otro proyecto)',
    );
  }
  const folder = docker(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume]).trim();
  try {
    accessSync(folder, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new Error(
      `No se puede escribir en el volumen ${volume} (${folder}): ejecuta la orden con acceso a ` +
        'los volúmenes de Docker (root).',
      { cause: error },
    );
  }
  return {
    REMOTES_STATE_DIR: folder,
    RUNTIME_CONFIG_DIR: join(folder, 'live'),
    // The ports docker-compose.yml publishes.
    ...composePortsEnv(),
  };
}
