// `npm run remote -- … --target compose` (docs/deployment.md): the commands work on the folder of
// the composition's volume `remote-state` on this machine, and on the composition's ports.
import { composePortsEnv } from '../lib/registry.mjs';
import { docker, STATE_VOLUME, volumeState } from './docker-volume.mjs';

/** The environment the commands run with on the composition (COMPOSE_PROJECT_NAME picks it). */
export function composeTarget(env = process.env) {
  const project = env.COMPOSE_PROJECT_NAME || 'sistema';
  const [volume] = docker([
    'volume',
    'ls',
    '--quiet',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.volume=${STATE_VOLUME}`,
  ])
    .split('\n')
    .filter(Boolean);
  if (!volume)
    throw new Error(
      `El proyecto de compose «${project}» no tiene el volumen ${STATE_VOLUME}: ¿está en marcha ` +
        '`docker compose up`? (COMPOSE_PROJECT_NAME elige otro proyecto)',
    );
  return { ...volumeState(volume), ...composePortsEnv() };
}
