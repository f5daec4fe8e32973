// `--target swarm` without a swarm: how it reads Docker's answers about a stack, and what the
// command line says when there is no Docker at all. The stack itself is driven by
// `npm run test:swarm` (scripts/swarm/test.mjs), which deploys, rolls back and restarts on it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stackPortsEnv, stackStateVolume, swarmProblem } from './swarm-target.mjs';

const CLI = join(import.meta.dirname, 'cli.mjs');

/**
 * A service as `docker service inspect` answers it, publishing `published` in host mode.
 * @param {string} name
 * @param {number | null} published
 */
const service = (name, published) => ({
  ID: 'x',
  Spec: {
    Name: name,
    EndpointSpec: {
      Mode: 'dnsrr',
      Ports:
        published === null
          ? null
          : [{ Protocol: 'tcp', TargetPort: 8080, PublishedPort: published, PublishMode: 'host' }],
    },
  },
});

describe('swarm target', () => {
  it('needs an active swarm and a manager node', () => {
    expect(swarmProblem('active true\n')).toBeNull();
    expect(swarmProblem('inactive false')).toMatch(/no forma parte de ningún swarm/);
    expect(swarmProblem('active false')).toMatch(/no es gestor del swarm/);
  });

  it('finds the stack’s own remote-state volume, not another stack’s', () => {
    const volumes = ['sistema-2_remote-state', 'sistema_db-data', 'sistema_remote-state'];
    expect(stackStateVolume('sistema', volumes)).toBe('sistema_remote-state');
    expect(stackStateVolume('sistema', ['sistema_db-data'])).toBeUndefined();
  });

  it('takes the shell’s and each remote’s port from the services the stack publishes', () => {
    const inspected = [
      service('prueba_api', null),
      service('prueba_technologies-mfe', 9092),
      service('prueba_shell', 9090),
      service('prueba_startups-mfe', 9091),
    ];
    expect(stackPortsEnv('prueba', inspected)).toEqual({
      SHELL_PORT: '9090',
      STARTUPS_PORT: '9091',
      TECHNOLOGIES_PORT: '9092',
    });
  });

  it('says which service is missing or publishes nothing', () => {
    expect(() =>
      stackPortsEnv('prueba', [service('prueba_shell', 9090), service('prueba_startups-mfe', 1)]),
    ).toThrow('La pila «prueba» no tiene el servicio technologies-mfe (prueba_technologies-mfe).');
    expect(() =>
      stackPortsEnv('prueba', [
        service('prueba_shell', null),
        service('prueba_startups-mfe', 9091),
        service('prueba_technologies-mfe', 9092),
      ]),
    ).toThrow(/El servicio prueba_shell no publica el puerto 8080/);
  });

  it('the command line names the targets it knows and says so in Spanish without Docker', async () => {
    const run = promisify(execFile);
    /** @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
    const cli = (args, env = process.env) =>
      run(process.execPath, [CLI, ...args], { env }).then(
        () => ({ code: 0, stderr: '' }),
        (/** @type {{ code: number, stderr: string }} */ error) => error,
      );
    const unknown = await cli(['status', '--target', 'nube']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Destino desconocido: «nube» (local, compose o swarm).');

    // A PATH holding node only: no docker to ask.
    const bin = mkdtempSync(join(tmpdir(), 'sin-docker-'));
    try {
      symlinkSync(process.execPath, join(bin, 'node'));
      const noDocker = await cli(['status', '--target', 'swarm'], { ...process.env, PATH: bin });
      expect(noDocker.code).toBe(1);
      expect(noDocker.stderr).toContain('No se pudo consultar Docker: docker no está instalado');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
