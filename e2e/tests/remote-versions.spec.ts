import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { buildRemote, DEPLOY_DIR, REMOTES_JSON } from '../support/deploy.ts';
import { countReactRenderers } from '../support/react.ts';
import { lastLine, remoteCli, remoteStatus } from '../support/remote-cli.ts';
import { PORTS } from '../../scripts/lib/ports.mjs';

// A team publishes an immutable version of its remote and makes it live with one command
// line, on the system this checkout runs (vite preview or nginx); deploy validates first, rollback
// is one step, concurrent deploys are all recorded (docs/deployment.md).

const STARTUPS_ORIGIN = `http://localhost:${PORTS.startups}`;

/** remotes.json as it was before each test, put back afterwards; builds removed. */
const test = base.extend<{ folder: (name: string) => string }>({
  // eslint-disable-next-line no-empty-pattern
  folder: async ({}, provide) => {
    const original = readFileSync(REMOTES_JSON, 'utf8');
    const folders: string[] = [];
    try {
      await provide((name) => {
        mkdirSync(DEPLOY_DIR, { recursive: true });
        const dir = mkdtempSync(join(DEPLOY_DIR, `${name}-`));
        folders.push(dir);
        return dir;
      });
    } finally {
      if (readFileSync(REMOTES_JSON, 'utf8') !== original) writeFileSync(REMOTES_JSON, original);
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    }
  },
});

// It publishes into this checkout's state folder and rewrites the local shell/dist/remotes.json.
test.skip(!!process.env.E2E_SHELL_URL, 'despliega sobre el sistema local');

const root = (page: Page) => page.locator('[data-remote="startups"]');

/** Publishes a build of startups-mfe whose title says `title`; returns its version. */
async function publishTitled(folder: (name: string) => string, title: string): Promise<string> {
  const dir = folder('startups');
  await buildRemote({
    app: 'startups-mfe',
    outDir: dir,
    replace: [
      {
        file: 'src/StartupsPage.tsx',
        from: 'resourcePage(startups)',
        to: `resourcePage({ ...startups, text: { title: '${title}' } })`,
      },
    ],
  });
  const published = await remoteCli('publish', 'startups', '--from', dir);
  expect(published.code, published.stderr).toBe(0);
  return lastLine(published.stdout);
}

test('publish, deploy and rollback change what a reload shows; an open page keeps working', async ({
  page,
  browser,
  folder,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  // The current sources, built and published by the command itself; twice: the same version.
  const first = await remoteCli('publish', 'startups');
  expect(first.code, first.stderr).toBe(0);
  const v1 = lastLine(first.stdout);
  expect(v1).toMatch(/^[0-9a-f]{12}$/);
  const again = await remoteCli('publish', 'startups');
  expect(lastLine(again.stdout)).toBe(v1);
  const v2 = await publishTitled(folder, 'Gestión de Startups (v2)');
  expect(v2).not.toBe(v1);

  const deployed = await remoteCli('deploy', 'startups', v1);
  expect(deployed.code, deployed.stderr).toBe(0);
  await page.goto('/startups');
  await expect(heading('Gestión de Startups')).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-remote-version', v1);

  // A visitor's page stays open across the next deploy.
  const open = await browser.newPage();
  await open.goto('/startups');
  await expect(root(open)).toHaveAttribute('data-remote-version', v1);

  const deployedV2 = await remoteCli('deploy', 'startups', v2);
  expect(deployedV2.code, deployedV2.stderr).toBe(0);
  expect(deployedV2.stdout).toContain(`startups ${v2} en vivo`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.reload();
  await expect(heading('Gestión de Startups (v2)')).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-remote-version', v2);
  // Every file of the remote came from the new version's folder: never a mix.
  const fromStartups = requests.filter((url) => url.startsWith(`${STARTUPS_ORIGIN}/`));
  expect(fromStartups.length).toBeGreaterThan(1);
  expect(
    fromStartups.filter((url) => !url.startsWith(`${STARTUPS_ORIGIN}/releases/${v2}/`)),
  ).toEqual([]);
  // The entry of a version is cached forever: it never changes.
  const entry = await page.request.get(`${STARTUPS_ORIGIN}/releases/${v2}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toContain('immutable');

  // The page opened before the deploy still works on its version: leave the section and come back.
  await open
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Tecnologías' })
    .click();
  await expect(
    open.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' }),
  ).toBeVisible();
  await open
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Startups' })
    .click();
  await expect(root(open)).toHaveAttribute('data-remote-version', v1);
  await expect(
    open.getByRole('heading', { level: 1, name: 'Gestión de Startups', exact: true }),
  ).toBeVisible();
  await open.close();

  // One step back.
  const rolledBack = await remoteCli('rollback', 'startups');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  await page.reload();
  await expect(heading('Gestión de Startups')).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-remote-version', v1);

  const status = await remoteStatus();
  expect(status.remotes.startups?.live.version).toBe(v1);
  expect(status.remotes.startups?.history.slice(-3).map((h) => [h.action, h.version])).toEqual([
    ['deploy', v1],
    ['deploy', v2],
    ['rollback', v1],
  ]);
  expect(status.remotes.startups?.history.at(-1)?.by).toMatch(/.@./);
  expect(errors).toEqual([]);
});

test('a missing or incompatible version is refused in Spanish and nothing changes', async ({
  page,
  folder,
}) => {
  test.setTimeout(120_000);
  const before = readFileSync(REMOTES_JSON, 'utf8');

  const missing = await remoteCli('deploy', 'startups', '0123456789ab');
  expect(missing.code).not.toBe(0);
  expect(missing.stderr).toContain('La versión «0123456789ab» de startups no está publicada');
  expect(readFileSync(REMOTES_JSON, 'utf8')).toBe(before);

  // Built against @sistema/shared 2.0.0: another major of a singleton the shell provides at 1.x.
  const dir = folder('startups-shared-2');
  await buildRemote({
    app: 'startups-mfe',
    outDir: dir,
    sharedVersions: { '@sistema/shared': '2.0.0' },
  });
  const published = await remoteCli('publish', 'startups', '--from', dir);
  expect(published.code, published.stderr).toBe(0);
  const incompatible = lastLine(published.stdout);
  const refused = await remoteCli('deploy', 'startups', incompatible);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain(`no pasó la validación; nada cambió`);
  expect(refused.stderr).toContain(
    `startups ${incompatible} se compiló con @sistema/shared 2.0.0 y el shell en vivo tiene 1.0.0`,
  );
  expect(readFileSync(REMOTES_JSON, 'utf8')).toBe(before);

  const unknown = await remoteCli('deploy', 'pagos', incompatible);
  expect(unknown.code).not.toBe(0);
  expect(unknown.stderr).toContain('«pagos» no es un remoto');

  // The site still shows what was live.
  await page.goto('/startups');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Startups' })).toBeVisible();
  await expect(root(page)).not.toHaveAttribute('data-remote-version', incompatible);
});

test('an incompatible remote made live by hand shows the section’s fallback, never a second React', async ({
  page,
  folder,
}) => {
  test.setTimeout(120_000);
  // Built against React 20 and @sistema/shared 2: `deploy` refuses it, so it goes live by hand.
  const dir = folder('startups-react-20');
  await buildRemote({
    app: 'startups-mfe',
    outDir: dir,
    sharedVersions: { react: '20.0.0', '@sistema/shared': '2.0.0' },
  });
  const published = await remoteCli('publish', 'startups', '--from', dir);
  expect(published.code, published.stderr).toBe(0);
  const version = lastLine(published.stdout);
  const config = JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as {
    remotes: Record<string, string>;
    versions?: Record<string, string>;
  };
  config.remotes.startups = `${STARTUPS_ORIGIN}/releases/${version}/remoteEntry.js`;
  config.versions = { ...config.versions, startups: version };
  writeFileSync(REMOTES_JSON, `${JSON.stringify(config, null, 2)}\n`);

  const renderers = await countReactRenderers(page);
  await page.goto('/startups');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No se pudo cargar la sección Startups' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(await renderers()).toBe(1);
  // Not a line of the remote ran (its files may be preloaded, never executed): the federation
  // runtime holds the shell's instance alone, no container of startups was ever initialised.
  const instances = await page.evaluate(() =>
    (
      window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
    ).__FEDERATION__.__INSTANCES__.map((instance) => instance.name),
  );
  expect(instances).toEqual(['shell']);

  // The rest of the site keeps working.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Tecnologías' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' }),
  ).toBeVisible();
  expect(await renderers()).toBe(1);
});

test('two deploys started at the same instant both end in the history', async ({ folder }) => {
  test.setTimeout(120_000);
  const a = await publishTitled(folder, 'Gestión de Startups (A)');
  const b = await publishTitled(folder, 'Gestión de Startups (B)');
  const before = (await remoteStatus()).remotes.startups?.history.length ?? 0;
  const results = await Promise.all([
    remoteCli('deploy', 'startups', a),
    remoteCli('deploy', 'startups', b),
  ]);
  for (const result of results) expect(result.code, result.stderr).toBe(0);
  const status = await remoteStatus();
  const added = status.remotes.startups?.history.slice(before).map((h) => h.version);
  expect(added?.sort()).toEqual([a, b].sort());
  // The live manifest names the one that went last, and is valid JSON naming a published version.
  const live = JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as {
    versions: Record<string, string>;
    remotes: Record<string, string>;
  };
  expect(live.versions.startups).toBe(status.remotes.startups?.history.at(-1)?.version);
  expect(live.remotes.startups).toBe(
    `${STARTUPS_ORIGIN}/releases/${live.versions.startups}/remoteEntry.js`,
  );
});

test('a blocked remote load shows up in status as a failure of that version and phase', async ({
  page,
  request,
}) => {
  const live = JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as {
    remotes: Record<string, string>;
    versions?: Record<string, string>;
  };
  const entry = live.remotes.startups ?? '';
  const version = live.versions?.startups ?? 'sin versión';
  const entryFailures = async () => {
    const status = await remoteStatus();
    expect(status.failuresError).toBeUndefined();
    return (status.remotes.startups?.failures ?? [])
      .filter((failure) => failure.version === version && failure.phase === 'entry')
      .reduce((sum, failure) => sum + failure.count, 0);
  };
  const before = await entryFailures();

  // The network between this visitor and the remote's server fails.
  await page.route(entry, (route) => route.abort('connectionrefused'));
  await page.goto('/startups');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No se pudo cargar la sección Startups' }),
  ).toBeVisible();
  await expect.poll(entryFailures, { timeout: 15_000 }).toBe(before + 1);

  // Reading them is for operators: a visitor's request is refused, in Spanish.
  const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer adivinado' }];
  for (const headers of attempts) {
    const visitor = await request.get('/v1/api/remote-loads/failures', { headers });
    expect(visitor.status()).toBe(403);
    expect(await visitor.json()).toEqual({
      error: 'Solo los operadores pueden leer los fallos de carga',
    });
  }
});

test('a visitor cannot change what is live through the public servers', async ({ request }) => {
  const before = readFileSync(REMOTES_JSON, 'utf8');
  const body = JSON.stringify({ remotes: { startups: 'https://evil.example/remoteEntry.js' } });
  for (const method of ['PUT', 'POST', 'PATCH', 'DELETE']) {
    const answer = await request.fetch('/remotes.json', { method, data: body });
    expect(answer.status(), `${method} /remotes.json`).toBeGreaterThanOrEqual(400);
  }
  const release = await request.fetch(`${STARTUPS_ORIGIN}/releases/0123456789ab/remoteEntry.js`, {
    method: 'PUT',
    data: 'export {}',
  });
  expect(release.status()).toBeGreaterThanOrEqual(400);
  expect(readFileSync(REMOTES_JSON, 'utf8')).toBe(before);
  const after = await request.get('/remotes.json');
  expect(await after.text()).toBe(before);
});
