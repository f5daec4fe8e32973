// `npm run remote -- … --target swarm` (docs/deployment.md): the commands work on the stack's local
// volume `remote-state` and the ports it publishes, so they run on the node labelled
// sistema.state=true, which must also be a manager (`docker service` answers only there).
import { portVariable, REGISTRY, REMOTE_KEYS } from '../lib/registry.mjs';
import { docker, STATE_VOLUME, volumeState } from './docker-volume.mjs';

/** The label `docker stack deploy` puts on every service, network and volume of a stack. */
const NAMESPACE = 'com.docker.stack.namespace';
/** The port the shell's and the remotes' nginx listen on inside their containers. */
const CONTAINER_PORT = 8080;

/**
 * @typedef {{ Protocol?: string, TargetPort?: number, PublishedPort?: number }} PortConfig
 * @typedef {{ Spec?: { Name?: string, EndpointSpec?: { Ports?: PortConfig[] | null } } }}
 *   InspectedService  the parts of `docker service inspect`'s answer read here
 */

/**
 * Why this node cannot answer for a stack, from `docker info`'s
 * `{{.Swarm.LocalNodeState}} {{.Swarm.ControlAvailable}}`; null when it can.
 * @param {string} info
 */
export function swarmProblem(info) {
  const [state, manager] = info.trim().split(/\s+/);
  if (state !== 'active')
    return 'Docker no forma parte de ningún swarm en esta máquina (docker swarm init o join).';
  if (manager !== 'true')
    return 'Este nodo no es gestor del swarm: ejecuta la orden en un gestor, donde `docker service` responde.';
  return null;
}

/**
 * The stack's volume of remote state among a node's volumes of that stack: `<stack>_remote-state`,
 * as `docker stack deploy` names a volume the file declares without a name of its own.
 * @param {string} stack
 * @param {string[]} volumes
 */
export const stackStateVolume = (stack, volumes) =>
  volumes.find((volume) => volume === `${stack}_${STATE_VOLUME}`);

/**
 * SHELL_PORT and each remote's `<KEY>_PORT` as the stack publishes them, from
 * `docker service inspect` of its services.
 * @param {string} stack
 * @param {InspectedService[]} inspected
 */
export function stackPortsEnv(stack, inspected) {
  /** @type {[string, string][]} service of the stack file, variable */
  const wanted = [
    ['shell', 'SHELL_PORT'],
    ...REMOTE_KEYS.map(
      (key) => /** @type {[string, string]} */ ([REGISTRY[key].folder, portVariable(key)]),
    ),
  ];
  return Object.fromEntries(
    wanted.map(([service, variable]) => {
      const name = `${stack}_${service}`;
      const spec = inspected.find((item) => item.Spec?.Name === name)?.Spec;
      if (!spec) throw new Error(`La pila «${stack}» no tiene el servicio ${service} (${name}).`);
      const published = (spec.EndpointSpec?.Ports ?? []).filter(
        (port) => (port.Protocol ?? 'tcp') === 'tcp' && port.PublishedPort,
      );
      const port =
        published.find((item) => item.TargetPort === CONTAINER_PORT) ??
        (published.length === 1 ? published[0] : undefined);
      if (!port?.PublishedPort)
        throw new Error(
          `El servicio ${name} no publica el puerto ${CONTAINER_PORT} de su contenedor: ` +
            'deploy/swarm/stack.yml lo publica en modo host.',
        );
      return [variable, String(port.PublishedPort)];
    }),
  );
}

/** The environment the commands run with on the stack (SWARM_STACK picks it). */
export function swarmTarget(env = process.env) {
  const stack = env.SWARM_STACK || 'sistema';
  const problem = swarmProblem(
    docker(['info', '--format', '{{.Swarm.LocalNodeState}} {{.Swarm.ControlAvailable}}']),
  );
  if (problem) throw new Error(problem);
  const label = `label=${NAMESPACE}=${stack}`;
  /** @param {string} text */
  const lines = (text) => text.split('\n').filter(Boolean);
  const services = lines(docker(['service', 'ls', '--quiet', '--filter', label]));
  if (services.length === 0)
    throw new Error(
      `No hay ninguna pila «${stack}» en este swarm: ¿se desplegó con ` +
        `\`docker stack deploy -c deploy/swarm/stack.yml ${stack}\`? (SWARM_STACK elige otra pila)`,
    );
  const volume = stackStateVolume(
    stack,
    lines(docker(['volume', 'ls', '--format', '{{.Name}}', '--filter', label])),
  );
  if (!volume)
    throw new Error(
      `La pila «${stack}» no tiene el volumen ${STATE_VOLUME} en este nodo: ejecuta la orden en ` +
        'el nodo con la etiqueta sistema.state=true, donde corren el shell y los remotos ' +
        '(el volumen se crea cuando arranca el shell).',
    );
  const ports = stackPortsEnv(
    stack,
    /** @type {InspectedService[]} */ (JSON.parse(docker(['service', 'inspect', ...services]))),
  );
  return { ...volumeState(volume), ...ports };
}
