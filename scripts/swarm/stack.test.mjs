// The Swarm stack file keeps what a rolling update without downtime and a safe cluster depend on
// (`npm run test:swarm` proves them on a real swarm, outside `npm test`); with Docker present,
// `docker stack config` also reads it as Swarm will.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../lib/system.mjs';

const STACK_FILE = join(ROOT, 'deploy', 'swarm', 'stack.yml');
/**
 * @typedef {{ image: string, deploy: Record<string, any>, healthcheck?: Record<string, any>,
 *   ports?: Record<string, any>[], secrets?: Record<string, any>[], environment: Record<string, string>,
 *   stop_grace_period?: string, volumes?: string[], networks?: string[] }} Service
 */
// `any`: the file's own shape, checked property by property below.
/** @type {{ services: Record<string, Service>, secrets: Record<string, any>, volumes: Record<string, unknown> }} */
const stack = parse(readFileSync(STACK_FILE, 'utf8'), { merge: true });
const { db, redis, api, ...front } = stack.services;

/** @param {string | undefined} duration e.g. 15s */
const seconds = (duration) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1] ?? NaN);

describe('deploy/swarm/stack.yml', () => {
  it('runs the API as 3 replicas reached through DNS, each healthy before it takes requests', () => {
    expect(api?.deploy.replicas).toBe(3);
    expect(api?.deploy.endpoint_mode).toBe('dnsrr');
    expect(api?.healthcheck?.test.join(' ')).toContain('/v1/api/health');
    expect(front.shell?.environment.API_UPSTREAM).toBe('http://api:3000');
  });

  it('updates the API one task at a time, new before old, rolling back a failure by itself', () => {
    expect(api?.deploy.update_config).toMatchObject({
      parallelism: 1,
      order: 'start-first',
      failure_action: 'rollback',
    });
    expect(seconds(api?.deploy.update_config.monitor)).toBeGreaterThan(0);
    expect(api?.deploy.rollback_config).toMatchObject({ parallelism: 1, order: 'start-first' });
  });

  it('keeps a stopping API serving while nginx still holds its address, then lets it finish', () => {
    const template = readFileSync(
      join(ROOT, 'deploy', 'nginx', 'templates', 'shell.conf.template'),
      'utf8',
    );
    const resolverSeconds = [...template.matchAll(/resolver .* valid=(\d+)s;/g)].map((match) =>
      Number(match[1]),
    );
    const delay = Number(api?.environment.STOP_DELAY_MS) / 1000;
    expect(resolverSeconds.length).toBeGreaterThan(0);
    for (const valid of resolverSeconds) expect(delay).toBeGreaterThan(valid);
    // the delay, then at most 10 s for the requests in flight (api/src/server.ts)
    expect(seconds(api?.stop_grace_period)).toBeGreaterThan(delay + 10);
  });

  it('limits the resources of every service', () => {
    for (const [name, service] of Object.entries(stack.services)) {
      expect(service.deploy.resources?.limits, name).toMatchObject({ memory: expect.any(String) });
    }
  });

  it('hands the operator token over as a Docker secret, read from its file', () => {
    expect(api?.secrets?.map((secret) => secret.source)).toEqual(['operator_token']);
    expect(api?.environment.OPERATOR_TOKEN_FILE).toBe('/run/secrets/operator_token');
    expect(api?.environment).not.toHaveProperty('OPERATOR_TOKEN');
    expect(stack.secrets.operator_token.external).toBe(true);
  });

  it('keeps PostgreSQL on the node that holds its named volume, never two at once', () => {
    expect(db?.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(stack.volumes).toHaveProperty('db-data');
    expect(db?.deploy.placement.constraints).toEqual(['node.labels.sistema.state == true']);
    expect(db?.deploy.update_config.order).toBe('stop-first');
  });

  it("counts the API replicas' limits in one Redis, in memory, reached from the API only", () => {
    expect(api?.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(redis?.deploy.replicas).toBe(1);
    expect(redis?.volumes).toBeUndefined();
    expect(redis?.networks).toEqual(['data']);
  });

  it('publishes the shell and the remotes in host mode (no routing mesh), behind no VIP', () => {
    for (const [name, service] of Object.entries(front)) {
      expect(
        service.ports?.map((port) => port.mode),
        name,
      ).toEqual(['host']);
      expect(service.deploy.endpoint_mode, name).toBe('dnsrr');
    }
  });

  const dockerStack = spawnSync('docker', ['stack', 'config', '--help'], { encoding: 'utf8' });
  it.skipIf(dockerStack.status !== 0)('is read by `docker stack config` as it stands', () => {
    const result = spawnSync('docker', ['stack', 'config', '-c', STACK_FILE], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('endpoint_mode: dnsrr');
  });
});
