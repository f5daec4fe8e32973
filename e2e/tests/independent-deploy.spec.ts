import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import {
  buildRemote,
  DEPLOY_DIR,
  fileStamps,
  listeningSockets,
  RemotesJsonFile,
  ROOT,
  serveFolder,
  type StaticServer,
  waitForShellCsp,
  watchShellUp,
} from '../support/deploy.ts';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { countReactRenderers } from '../support/react.ts';

// Each team deploys its remote on its own. With the system running, a remote is
// built again elsewhere, served from a new port and named in the shell's run-time configuration
// (shell/dist/remotes.json, what `npm start` and `npm run start:nginx` serve): the next reload of
// the shell picks it up, with no shell rebuild and no shell restart (docs/deployment.md).

const SHELL_PORT = PORTS.shell;
const STARTUPS_ORIGIN = `http://localhost:${PORTS.startups}`;
const STARTUPS_V2_PORT = 5184;
const TECHNOLOGIES_PATCH_PORT = 5185;

interface Deployment {
  remotesJson: RemotesJsonFile;
  /** A new, empty folder under .run/deploy-test for a build; removed afterwards. */
  folder(name: string): string;
  /** Serves a build folder on a port of its own, like a remote's static host; closed afterwards. */
  serve(dir: string, port: number): Promise<StaticServer>;
}

/**
 * Whatever happens in the test (a failed expectation, a timeout), remotes.json gets its original
 * text back — with the shell's CSP following it under nginx — and the servers and builds go away.
 */
const test = base.extend<{ deployment: Deployment }>({
  // eslint-disable-next-line no-empty-pattern
  deployment: async ({}, provide) => {
    const remotesJson = new RemotesJsonFile();
    const servers: StaticServer[] = [];
    const folders: string[] = [];
    try {
      await provide({
        remotesJson,
        folder(name) {
          mkdirSync(DEPLOY_DIR, { recursive: true });
          const dir = mkdtempSync(join(DEPLOY_DIR, `${name}-`));
          folders.push(dir);
          return dir;
        },
        async serve(dir, port) {
          const server = await serveFolder(dir, port);
          servers.push(server);
          return server;
        },
      });
    } finally {
      remotesJson.restore();
      try {
        await waitForShellCsp({
          allows: remotesJson.originalOrigins(),
          forbids: servers.map((server) => server.origin),
        });
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        for (const dir of folders) rmSync(dir, { recursive: true, force: true });
      }
    }
  },
});

// It rewrites the local shell/dist/remotes.json; a deployment already up (E2E_SHELL_URL) is
// deployed with its own tools (e2e/compose rebuilds and recreates a container instead).
test.skip(!!process.env.E2E_SHELL_URL, 'despliega sobre la composición local');

/** The URLs the page requests from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('a remote redeployed alone is picked up by a reload: no shell rebuild, no shell restart', async ({
  page,
  deployment,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shellDist = join(ROOT, 'shell', 'dist');
  const shellFiles = fileStamps(shellDist, ['remotes.json']);
  const shellSockets = listeningSockets(SHELL_PORT);
  const shellUp = watchShellUp();
  const title = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  // Version 1, as deployed.
  await page.goto('/startups');
  await expect(title('Gestión de Startups')).toBeVisible();

  // The startups team builds version 2 (a visible change: the page title) into a folder of its own
  // and serves it from a new address, while everything else keeps running.
  const v2 = deployment.folder('startups-v2');
  await buildRemote({
    app: 'startups-mfe',
    outDir: v2,
    replace: [
      {
        file: 'src/StartupsPage.tsx',
        from: 'resourcePage(startups)',
        to: "resourcePage({ ...startups, text: { title: 'Gestión de Startups (v2)' } })",
      },
    ],
  });
  const v2Server = await deployment.serve(v2, STARTUPS_V2_PORT);

  // Deploy: the shell's run-time configuration names the new build; under nginx the shell's CSP
  // follows (start-nginx.mjs re-renders it and reloads nginx).
  deployment.remotesJson.write({ startups: `${v2Server.origin}/remoteEntry.js` });
  await waitForShellCsp({ allows: [v2Server.origin] });
  let requests = requestsOf(page);
  await page.reload();
  await expect(title('Gestión de Startups (v2)')).toBeVisible();
  expect(requests).toContain(`${v2Server.origin}/remoteEntry.js`);
  expect(requests.filter((url) => url.startsWith(`${STARTUPS_ORIGIN}/`))).toEqual([]);

  // Roll back: the configuration names the previous build again, nothing is rebuilt.
  deployment.remotesJson.restore();
  await waitForShellCsp({ allows: [STARTUPS_ORIGIN], forbids: [v2Server.origin] });
  page.removeAllListeners('request');
  requests = requestsOf(page);
  await page.reload();
  await expect(title('Gestión de Startups')).toBeVisible();
  await expect(title('Gestión de Startups (v2)')).toHaveCount(0);
  expect(requests).toContain(`${STARTUPS_ORIGIN}/remoteEntry.js`);
  expect(requests.filter((url) => url.startsWith(v2Server.origin))).toEqual([]);

  // The shell itself was neither rebuilt (not one of its files changed) nor restarted: the same
  // listening sockets (a restarted server opens new ones; nginx's reload keeps its master's), and
  // `/` answered 200 on every check throughout.
  const { checks, failures } = await shellUp.stop();
  expect(fileStamps(shellDist, ['remotes.json'])).toEqual(shellFiles);
  if (process.platform === 'linux') expect(shellSockets).not.toEqual([]);
  expect(listeningSockets(SHELL_PORT)).toEqual(shellSockets);
  expect(failures).toEqual([]);
  expect(checks).toBeGreaterThan(5);
  expect(errors).toEqual([]);
});

test('a remote built against a newer patch of @sistema/shared still gets the one shared instance', async ({
  page,
  deployment,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const renderers = await countReactRenderers(page);

  // The technologies team builds against @sistema/shared 1.0.1 (a patch: requiredVersion stays
  // ^1.0.0); its build declares 1.0.1 for the share and, like every built remote, carries no copy
  // of it: a remote only consumes the shell's singletons (shared/build/remote-config.ts).
  const patched = deployment.folder('technologies-shared-1.0.1');
  await buildRemote({
    app: 'technologies-mfe',
    outDir: patched,
    sharedVersions: { '@sistema/shared': '1.0.1' },
  });
  const manifest = JSON.parse(
    readFileSync(join(patched, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string } | undefined>;
  expect(manifest['../shared/src/index.ts'], 'el build no lleva copia de @sistema/shared').toBe(
    undefined,
  );
  const server = await deployment.serve(patched, TECHNOLOGIES_PATCH_PORT);

  // A technology to find on the page, created through the API as any user would.
  const name = `E2E Parche ${Date.now().toString(36)}`;
  const created = await page.request.post('/v1/api/technologies/create', {
    data: { name, sector: 'Computing', description: null, adoptionLevel: 'mature' },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };

  try {
    // The shell's configuration names the patched build and an API base only the shell knows: the
    // remote reaches the API through it only if its apiClient is the shell's (setApiBaseUrl runs on
    // the shell's copy of @sistema/shared; a second copy would keep its default, /v1/api).
    const apiPrefix = '/via-shell-config';
    deployment.remotesJson.write(
      { technologies: `${server.origin}/remoteEntry.js` },
      `${apiPrefix}/v1/api`,
    );
    await waitForShellCsp({ allows: [server.origin] });
    const apiCalls: string[] = [];
    await page.route(`**${apiPrefix}/v1/api/**`, (route) => {
      const url = new URL(route.request().url());
      apiCalls.push(url.pathname);
      url.pathname = url.pathname.slice(apiPrefix.length);
      return route.continue({ url: url.href });
    });

    // Save-Data: no warm-up of the other section once idle, so the runtime holds this one alone.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await page.goto('/technologies');
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    expect(apiCalls).toContain(`${apiPrefix}/v1/api/technologies/read`);
    expect(server.requests).toContain('/remoteEntry.js');

    // One React DOM renderer.
    expect(await renderers()).toBe(1);

    // The federation runtime (window.__FEDERATION__): both instances see the same providers of
    // @sistema/shared: the shell's 1.0.0, in use, and the remote's 1.0.1, only declared (its build
    // ships no code for it), never in use.
    // @module-federation/vite records a consumer in `useIn` (its own pinning of providers leaves
    // `loaded`/`lib` unset), the plain runtime in `loaded`/`lib`: either counts as in use.
    const federation = await page.evaluate(() => {
      interface Share {
        from: string;
        useIn?: string[];
        loaded?: boolean;
        lib?: unknown;
      }
      interface Instance {
        name: string;
        shareScopeMap: Record<string, Record<string, Record<string, Share> | undefined>>;
      }
      const { __INSTANCES__: instances } = (
        window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }
      ).__FEDERATION__;
      const sharesOf = (instance: Instance) =>
        instance.shareScopeMap.default?.['@sistema/shared'] ?? {};
      const [first, ...others] = instances;
      const versions = first ? sharesOf(first) : {};
      return {
        instances: instances.map((instance) => instance.name).sort(),
        // Every instance sees the very same providers (the same objects) for @sistema/shared.
        sameProviders: others.every((instance) => {
          const theirs = sharesOf(instance);
          const keys = Object.keys(theirs);
          return (
            keys.length === Object.keys(versions).length &&
            keys.every((version) => theirs[version] === versions[version])
          );
        }),
        versions: Object.entries(versions)
          .map(([version, share]) => ({
            version,
            from: share.from,
            inUse:
              (share.useIn?.length ?? 0) > 0 ||
              Boolean(share.loaded) ||
              typeof share.lib === 'function',
          }))
          .sort((a, b) => a.version.localeCompare(b.version)),
      };
    });
    expect(federation).toEqual({
      instances: ['shell', 'technologies'],
      sameProviders: true,
      versions: [
        { version: '1.0.0', from: 'shell', inUse: true },
        { version: '1.0.1', from: 'technologies', inUse: false },
      ],
    });
    expect(errors).toEqual([]);
  } finally {
    await page.request.delete(`/v1/api/technologies/delete/${data.id}`);
  }
});
