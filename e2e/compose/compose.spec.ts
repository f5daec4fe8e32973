import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { compose, containerIds, fetchInReplica, loggedRequests, up } from './docker.ts';

// Issue 14: the composition that `docker compose up --build` starts, proven in the browser while
// its containers are rebuilt, stopped, restarted and scaled. Run by `npm run test:compose`
// (scripts/compose/test.mjs), which has built and started it on http://localhost:8080.

const ROOT = join(import.meta.dirname, '..', '..');
const API = '/v1/api';
const run = Date.now().toString(36);
let serial = 0;
const unique = (what: string) => `${what} ${run}-${(++serial).toString()}`;

const startup = (name: string) => ({
  name,
  foundedAt: '2020-01-15',
  location: 'Monterrey, México',
  category: 'FinTech',
  fundingAmount: 0,
});
const technology = (name: string) => ({
  name,
  sector: 'Computing',
  description: null,
  adoptionLevel: 'emerging',
});

async function create(request: APIRequestContext, kind: string, body: { name: string }) {
  const response = await request.post(`${API}/${kind}/create`, { data: body });
  expect(response.ok(), `${kind}/create: ${await response.text()}`).toBe(true);
}

/** Waits until the API answers through the shell's proxy (after a restart, a scale-up...). */
async function apiAnswers(request: APIRequestContext) {
  await expect(async () => {
    for (const kind of ['startups', 'technologies']) {
      expect((await request.get(`${API}/${kind}/read`)).status()).toBe(200);
    }
  }).toPass({ timeout: 90_000 });
}

async function expectStartupListed(page: Page, name: string) {
  // A deep link with the name filter: nginx's SPA fallback, the remote, the API and the database.
  await page.goto(`/startups?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

async function expectTechnologyListed(page: Page, name: string) {
  await page.goto('/technologies');
  await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

test('database restart and volume: every record survives `restart db` and `down` + `up`', async ({
  page,
  request,
}) => {
  const beforeRestart = unique('Antes del reinicio');
  const technologyBefore = unique('Tecnología antes del reinicio');
  await create(request, 'startups', startup(beforeRestart));
  await create(request, 'technologies', technology(technologyBefore));
  await expectStartupListed(page, beforeRestart);

  compose('restart', 'db');
  await apiAnswers(request);
  await expectStartupListed(page, beforeRestart);
  await expectTechnologyListed(page, technologyBefore);

  const beforeDown = unique('Antes de down');
  await create(request, 'startups', startup(beforeDown));
  compose('down'); // no --volumes: the database's named volume stays
  up();
  await apiAnswers(request);
  await expectStartupListed(page, beforeRestart);
  await expectStartupListed(page, beforeDown);
  await expectTechnologyListed(page, technologyBefore);
});

test('API down: the shell and both remotes keep serving with the Spanish error, and recover', async ({
  page,
  request,
}) => {
  const name = unique('Con la API caída');
  const technologyName = unique('Tecnología con la API caída');
  await create(request, 'startups', startup(name));
  await create(request, 'technologies', technology(technologyName));
  await expectStartupListed(page, name);

  compose('stop', 'api');
  try {
    // What the proxy answers while the API is away: the message the screens must show.
    const down = await request.get(`${API}/startups/read`);
    expect(down.status()).toBe(503);
    const { error } = (await down.json()) as { error: string };
    expect(error).toMatch(/[áéíóúñ¿¡]|no /i); // Spanish, from nginx's JSON answer

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Startups' }).click();
    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
    await expect(page.getByText(error)).toBeVisible();
    await nav.getByRole('link', { name: 'Tecnologías' }).click();
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
    await expect(page.getByText(error)).toBeVisible();
  } finally {
    compose('start', 'api');
  }
  await apiAnswers(request);

  // The screen showing the error recovers in place: its 'Reintentar' when the list has one, else
  // (an older build) a reload.
  const retry = page.getByRole('button', { name: 'Reintentar' });
  if ((await retry.count()) > 0) {
    await retry.first().click();
  } else {
    test.info().annotations.push({
      type: 'recarga',
      description: 'La lista no tiene botón Reintentar: se recupera con una recarga.',
    });
    await page.reload();
  }
  await expect(page.getByText(technologyName, { exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Startups' })
    .click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});

test('scale: three API replicas behind the shell share the creates and each other’s writes', async ({
  page,
  request,
}) => {
  up('--scale', 'api=3', '--no-recreate');
  try {
    const replicas = containerIds('api');
    expect(replicas).toHaveLength(3);
    await apiAnswers(request);

    // Every replica has answered (and cached) the list before the writes below.
    for (const id of replicas) expect(fetchInReplica(id, `${API}/startups/read`).status).toBe(200);

    // Creates through the shell's proxy: nginx resolves `api` on each request and spreads them.
    const since = new Date(Date.now() - 1_000);
    const names = Array.from({ length: 24 }, () => unique('Escala'));
    for (const name of names) await create(request, 'startups', startup(name));
    const served = replicas.map((id) =>
      loggedRequests(id, since, 'POST', `${API}/startups/create`),
    );
    expect(
      served.reduce((a, b) => a + b, 0),
      `creates per replica: ${served.join(', ')}`,
    ).toBe(24);
    for (const count of served)
      expect(count, `creates per replica: ${served.join(', ')}`).toBeGreaterThan(0);

    // A record written through one replica is read through each of the others, whose cached lists
    // that write has invalidated (PostgreSQL's NOTIFY reaches every instance).
    for (const writer of replicas) {
      const name = unique('Escrita en una réplica');
      const answer = fetchInReplica(writer, `${API}/startups/create`, {
        method: 'POST',
        body: startup(name),
      });
      expect(answer.status, answer.text).toBeLessThan(300);
      for (const reader of replicas.filter((id) => id !== writer)) {
        await expect(() => {
          const list = fetchInReplica(reader, `${API}/startups/read`);
          expect(list.status).toBe(200);
          expect(list.text).toContain(JSON.stringify(name));
        }).toPass({ timeout: 5_000 });
      }
      await expectStartupListed(page, name);
    }
    for (const name of [names[0], names[23]]) await expectStartupListed(page, name ?? '');
  } finally {
    up('--scale', 'api=1', '--no-recreate');
  }
});

/** The working tree's files (tracked and new, not ignored) copied to a new folder. */
function copySources(): string {
  const copy = mkdtempSync(join(tmpdir(), 'sistema-deploy-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  for (const file of files.split('\0').filter(Boolean)) {
    if (existsSync(join(ROOT, file)))
      cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  }
  return copy;
}

const TITLE = 'Gestión de Startups';
const NEW_TITLE = 'Gestión de Startups · versión nueva';

test('independent deploy: only startups-mfe is rebuilt and recreated; a reload shows it', async ({
  page,
}) => {
  const files = (process.env.COMPOSE_FILE ?? 'docker-compose.yml').split(':');
  const ids = () =>
    Object.fromEntries(
      ['db', 'api', 'shell', 'startups-mfe', 'technologies-mfe'].map((s) => [s, containerIds(s)]),
    );
  const before = ids();
  await page.goto('/startups');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(TITLE);

  // The new version: the remote's title changed in a copy of the sources, built into the image.
  const copy = copySources();
  try {
    const messages = join(copy, 'startups-mfe', 'src', 'messages.ts');
    const source = readFileSync(messages, 'utf8');
    expect(source, 'startups-mfe/src/messages.ts names the title').toContain(`'${TITLE}'`);
    writeFileSync(messages, source.replace(`'${TITLE}'`, `'${NEW_TITLE}'`));
    const override = join(copy, 'docker-compose.deploy.yml');
    writeFileSync(
      override,
      `services:\n  startups-mfe:\n    build:\n      context: ${JSON.stringify(copy)}\n`,
    );
    compose(
      ...files.flatMap((file) => ['--file', file]),
      ...['--file', override],
      ...['up', '--detach', '--wait', '--no-deps', '--build', 'startups-mfe'],
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  const after = ids();
  expect(after['startups-mfe']).not.toEqual(before['startups-mfe']);
  for (const service of ['db', 'api', 'shell', 'technologies-mfe']) {
    expect(after[service], `${service} keeps its container`).toEqual(before[service]);
  }
  // The open page keeps the version it loaded; the next reload gets the new one.
  await expect(heading).toHaveText(TITLE);
  await page.reload();
  await expect(heading).toHaveText(NEW_TITLE);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Tecnologías' })
    .click();
  await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();

  // Rolling back is deploying the previous version the same way (its layers are still cached).
  up('--no-deps', '--build', 'startups-mfe');
  expect(containerIds('shell')).toEqual(before.shell);
  await page.goto('/startups');
  await expect(heading).toHaveText(TITLE);
});
