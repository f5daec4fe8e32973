import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { findExecutable } from '../lib/executables.mjs';
import { ROOT } from '../lib/system.mjs';
import { validateObjects } from './validate.mjs';

// deploy/kubernetes as `kubectl apply -k` would send it: rendered by kubectl's kustomize, every
// object checked against the official schemas (no cluster: none runs here or in CI), and what a
// reviewer relies on asserted. Without kubectl the rendering cannot be done: said, and skipped.

const kubectl = findExecutable('kubectl');
if (!kubectl)
  console.warn(
    '\n[scripts] kubectl no está instalado: los manifiestos de Kubernetes (deploy/kubernetes) NO se ' +
      'renderizan ni se validan.\n',
  );

/**
 * A rendered object, loosely: `any` for what its spec holds, because the schema check (the first
 * test) is what vouches for its shape; the assertions only walk it.
 * @typedef {any} Field
 * @typedef {{ apiVersion: string, kind: string, metadata: { name: string, namespace?: string,
 *   labels?: Record<string, string>, annotations?: Record<string, string> }, spec?: Field,
 *   data?: Record<string, string> }} KubeObject
 */

/** @returns {KubeObject[]} */
function render() {
  const result = spawnSync(
    /** @type {string} */ (kubectl),
    ['kustomize', join(ROOT, 'deploy', 'kubernetes')],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`kubectl kustomize: ${result.stderr || result.error}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS());
}

describe('the Kubernetes schema check', () => {
  const deployment = () => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'demo' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'demo' } },
      template: {
        metadata: { labels: { app: 'demo' } },
        spec: { containers: [{ name: 'demo', image: 'demo:1', ports: [{ containerPort: 80 }] }] },
      },
    },
  });

  it('accepts a valid object', async () => {
    expect(await validateObjects([deployment()])).toEqual([]);
  });

  it('refuses an unknown field at any depth, naming the object and the field', async () => {
    const object = deployment();
    Object.assign(object.spec.template.spec.containers[0] ?? {}, { imagePullPolicyy: 'Always' });
    const problems = await validateObjects([object]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Deployment\/demo: spec\.template\.spec\.containers\[0\]\.imagePullPolicyy: /,
    );
  });

  it('refuses a wrong type and an unknown kind', async () => {
    const object = deployment();
    Object.assign(object.spec, { replicas: '2' });
    const unknown = { apiVersion: 'v1', kind: 'Servicio', metadata: { name: 'x' } };
    const problems = await validateObjects([object, unknown]);
    expect(problems).toContain('Deployment/demo: data/spec/replicas must be integer');
    expect(problems).toContain('Servicio/x: no hay esquema para v1 Servicio');
    expect(problems.some((problem) => problem.startsWith('Deployment/demo: spec.replicas: '))).toBe(
      true,
    );
  });
});

describe.skipIf(!kubectl)('deploy/kubernetes, rendered by kubectl kustomize', () => {
  /** @type {KubeObject[]} */
  let objects = [];
  beforeAll(() => {
    objects = render();
  });
  /** @param {string} kind @param {string} name */
  const find = (kind, name) => {
    const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
    if (!found) throw new Error(`no ${kind}/${name} in the rendered manifests`);
    return found;
  };
  const podOwners = () =>
    objects.filter((object) => object.kind === 'Deployment' || object.kind === 'Job');

  it('passes the official schemas, every object, with no unknown field', async () => {
    expect(objects.length).toBeGreaterThan(10);
    expect(await validateObjects(objects)).toEqual([]);
    expect(new Set(objects.map((object) => object.metadata.namespace ?? null))).toEqual(
      new Set([null, 'sistema']), // the Namespace itself has none
    );
  });

  it('runs the API as 3 replicas with a readiness that checks the database and a liveness that does not', () => {
    const api = find('Deployment', 'api');
    expect(api.spec.replicas).toBe(3);
    const pod = api.spec.template.spec;
    const [container] = pod.containers;
    expect(container.readinessProbe.httpGet.path).toBe('/v1/api/health');
    expect(container.livenessProbe.httpGet.path).toBe('/v1/api/health/live');
    expect(container.lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
    // preStop, then the API's own shutdown (10 s at most): within the grace period.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + 10);
    expect(container.resources.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(container.resources.limits.memory).toEqual(expect.any(String));
    const env = Object.fromEntries(container.env.map((/** @type {Field} */ v) => [v.name, v]));
    expect(env.DATABASE_URL.valueFrom.secretKeyRef).toEqual({
      name: 'database',
      key: 'DATABASE_URL',
    });
    expect(env.REDIS_URL.valueFrom.secretKeyRef).toEqual({ name: 'redis', key: 'REDIS_URL' });
    expect(env.OPERATOR_TOKEN.valueFrom.secretKeyRef).toMatchObject({
      name: 'operator-token',
      key: 'OPERATOR_TOKEN',
    });
  });

  it('runs every pod as non-root on a read-only root file system (the restricted Pod Security Standard)', () => {
    expect(
      find('Namespace', 'sistema').metadata.labels?.['pod-security.kubernetes.io/enforce'],
    ).toBe('restricted');
    expect(
      podOwners()
        .map((owner) => owner.metadata.name)
        .sort(),
    ).toEqual(['api', 'api-migrations', 'shell', 'startups-mfe', 'technologies-mfe']);
    for (const owner of podOwners()) {
      const pod = owner.spec.template.spec;
      expect(pod.securityContext, owner.metadata.name).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.securityContext.runAsUser, owner.metadata.name).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken, owner.metadata.name).toBe(false);
      for (const container of pod.containers)
        expect(container.securityContext, owner.metadata.name).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
    }
  });

  it('keeps 2 API replicas through disruptions and scales them from 3 on CPU', () => {
    const api = find('Deployment', 'api');
    const budget = find('PodDisruptionBudget', 'api');
    expect(budget.spec.minAvailable).toBe(2);
    expect(budget.spec.selector.matchLabels).toEqual(api.spec.selector.matchLabels);
    const autoscaler = find('HorizontalPodAutoscaler', 'api');
    expect(autoscaler.apiVersion).toBe('autoscaling/v2');
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'api',
    });
    expect(autoscaler.spec.minReplicas).toBe(3);
  });

  it('runs the migrations as a Job of the API image in migrate-only mode', () => {
    const job = find('Job', 'api-migrations');
    const [container] = job.spec.template.spec.containers;
    expect(container.image).toBe(find('Deployment', 'api').spec.template.spec.containers[0].image);
    expect(container.command).toEqual([
      'node',
      '--enable-source-maps',
      'api/dist/server.js',
      '--migrate-only',
    ]);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('connects every Service to the pods and port of its Deployment', () => {
    for (const service of objects.filter((object) => object.kind === 'Service')) {
      const selector = Object.entries(service.spec.selector);
      const owners = podOwners().filter((owner) =>
        selector.every(([key, value]) => owner.spec.template.metadata.labels[key] === value),
      );
      expect(
        owners.map((owner) => `${owner.kind}/${owner.metadata.name}`),
        service.metadata.name,
      ).toEqual([`Deployment/${service.metadata.name}`]);
      const ports = owners[0]?.spec.template.spec.containers.flatMap(
        (/** @type {Field} */ c) => c.ports,
      );
      for (const { targetPort } of service.spec.ports)
        expect(
          ports.map((/** @type {Field} */ p) => p.name),
          service.metadata.name,
        ).toContain(targetPort);
    }
  });

  it('routes /v1/api of the shell host to the API, its live stream unbuffered', () => {
    /** @type {{ ingress: KubeObject, host: string, path: string, pathType: string, service: string }[]} */
    const routes = objects
      .filter((object) => object.kind === 'Ingress')
      .flatMap((ingress) =>
        ingress.spec.rules.flatMap((/** @type {Field} */ rule) =>
          rule.http.paths.map((/** @type {Field} */ path) => ({
            ingress,
            host: rule.host,
            path: path.path,
            pathType: path.pathType,
            service: path.backend.service.name,
          })),
        ),
      );
    // The public addresses' ConfigMap, its name suffixed with a hash of its contents.
    const urls = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('public-urls-'),
    );
    const shellHost = new URL(urls?.data?.SHELL_ORIGIN ?? '').host;
    const on = (/** @type {string} */ path) =>
      routes.find((route) => route.host === shellHost && route.path === path);
    expect(on('/')?.service).toBe('shell');
    expect(on('/v1/api')).toMatchObject({ pathType: 'Prefix', service: 'api' });
    const live = on('/v1/api/changes');
    expect(live).toMatchObject({ pathType: 'Exact', service: 'api' });
    expect(
      live?.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-buffering'],
    ).toBe('off');
    expect(
      Number(
        live?.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout'],
      ),
    ).toBeGreaterThanOrEqual(3600);
  });

  it('denies all traffic but the ingress controller to the pods and the API to PostgreSQL', () => {
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
    const deny = find('NetworkPolicy', 'default-deny');
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    // Every allowed way in comes from the ingress-nginx controller's pods.
    for (const policy of policies)
      for (const rule of policy.spec.ingress ?? [])
        expect(rule.from, policy.metadata.name).toEqual([
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
          },
        ]);
    // The only way out is the API's (its replicas' and the migration Job's): to PostgreSQL, Redis
    // and DNS.
    const egress = policies.filter((policy) => policy.spec.egress?.length);
    expect(egress.map((policy) => policy.metadata.name)).toEqual(['api-to-database']);
    const [toDatabase] = egress;
    expect(toDatabase?.spec.podSelector).toEqual({
      matchLabels: { 'app.kubernetes.io/name': 'api' },
    });
    const ports = toDatabase?.spec.egress.flatMap((/** @type {Field} */ rule) =>
      rule.ports.map((/** @type {Field} */ p) => p.port),
    );
    expect(new Set(ports)).toEqual(new Set([5432, 6379, 53]));
    for (const owner of podOwners()) {
      const isApi = owner.spec.template.metadata.labels['app.kubernetes.io/name'] === 'api';
      expect(isApi, owner.metadata.name).toBe(
        ['api', 'api-migrations'].includes(owner.metadata.name),
      );
    }
  });

  it('reads only the Secrets that docs/deployment.md creates', () => {
    const docs = readFileSync(join(ROOT, 'docs', 'deployment.md'), 'utf8');
    const refs = podOwners().flatMap((owner) =>
      owner.spec.template.spec.containers.flatMap((/** @type {Field} */ container) =>
        (container.env ?? []).flatMap((/** @type {Field} */ v) =>
          v.valueFrom?.secretKeyRef ? [v.valueFrom.secretKeyRef] : [],
        ),
      ),
    );
    expect(refs.length).toBeGreaterThan(0);
    const commands = [
      ...refs.map(({ name, key }) => `create secret generic ${name} --from-literal=${key}=`),
      ...objects
        .filter((object) => object.kind === 'Ingress')
        .flatMap((ingress) => ingress.spec.tls ?? [])
        .map(({ secretName }) => `create secret tls ${secretName} `),
    ];
    expect(commands.filter((command) => !docs.includes(command))).toEqual([]);
  });
});
