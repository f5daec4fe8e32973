// The builds under comparison served the ways the issue names: `vite preview` (each app's own
// preview server, as `npm start` runs them) and, when nginx is installed, the production nginx
// configuration (scripts/start-nginx.mjs with deploy/nginx's templates). Each remote on its own
// origin, the API proxied on the shell's.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { portVariable, REMOTE_FOLDERS, REMOTE_KEYS } from '../../scripts/lib/registry.mjs';
import { BENCH_DIR, PROCESS_OPTIONS, ROOT, started, VITE } from './paths.mjs';

const SINGLE_CONFIG = join(BENCH_DIR, 'single-bundle', 'vite.config.ts');
const url = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;

/** @typedef {import('../frontend/build.mjs').FederatedDirs} FederatedDirs */

/**
 * One `vite preview` of `outDir`, from the app folder whose vite.config.ts serves it.
 * @param {string} name
 * @param {{ cwd: string, outDir: string, port: number, apiUrl?: string, config?: string }} options
 */
function preview(name, { cwd, outDir, port, apiUrl, config }) {
  const args = [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'];
  const handle = startProcess(
    name,
    process.execPath,
    [...args, '--host', '127.0.0.1', ...(config ? ['--config', config] : [])],
    { ...PROCESS_OPTIONS, cwd, env: { ...process.env, ...(apiUrl ? { API_URL: apiUrl } : {}) } },
  );
  return started(handle, [url(port)]);
}

/**
 * `vite preview` for every site: the federated shell (remotes.json in its build points at the
 * remotes' previews) and its remotes, the single bundle, and extra shells on other APIs
 * (`extraShells`: [{ port, apiUrl }]).
 * @param {{ federated: FederatedDirs, single: string | null,
 *   ports: { shell: number, startups: number, technologies: number, single: number },
 *   apiUrl: string, extraShells?: { port: number, apiUrl: string }[] }} options
 */
export async function startPreviewSites({ federated, single, ports, apiUrl, extraShells = [] }) {
  const remotes = /** @type {const} */ (['startups', 'technologies']);
  const remotesJson = {
    remotes: Object.fromEntries(remotes.map((key) => [key, `${url(ports[key])}/remoteEntry.js`])),
    apiBaseUrl: '/v1/api',
  };
  writeFileSync(join(federated.shell, 'remotes.json'), JSON.stringify(remotesJson));
  const shell = (/** @type {number} */ port, /** @type {string} */ api) =>
    preview(`preview-shell-${port}`, {
      cwd: join(ROOT, 'shell'),
      outDir: federated.shell,
      port,
      apiUrl: api,
    });
  return Promise.all([
    shell(ports.shell, apiUrl),
    ...remotes.map((key) =>
      preview(`preview-${key}`, {
        cwd: join(ROOT, `${key}-mfe`),
        outDir: federated[`${key}-mfe`],
        port: ports[key],
      }),
    ),
    ...(single
      ? [
          preview('preview-single', {
            cwd: ROOT,
            outDir: single,
            port: ports.single,
            apiUrl,
            config: SINGLE_CONFIG,
          }),
        ]
      : []),
    ...extraShells.map((extra) => shell(extra.port, extra.apiUrl)),
  ]);
}

/** @typedef {{ shell: number, startups: number, technologies: number }} SitePorts */

/**
 * One `npm run start:nginx` of the builds in `appsRoot` (shell/, startups-mfe/, technologies-mfe/).
 * @param {string} name
 * @param {{ appsRoot: string, runDir: string, ports: SitePorts, apiUrl: string }} options
 */
export function nginxSystem(name, { appsRoot, runDir, ports, apiUrl }) {
  const handle = startProcess(name, process.execPath, [join(ROOT, 'scripts', 'start-nginx.mjs')], {
    ...PROCESS_OPTIONS,
    cwd: ROOT,
    env: {
      ...process.env,
      APPS_DIST_ROOT: appsRoot,
      NGINX_RUN_DIR: join(runDir, 'nginx'),
      RUNTIME_CONFIG_DIR: join(runDir, 'config'),
      API_URL: apiUrl,
      SHELL_PORT: String(ports.shell),
      STARTUPS_PORT: String(ports.startups),
      TECHNOLOGIES_PORT: String(ports.technologies),
      STARTUPS_REMOTE_ENTRY: `${url(ports.startups)}/remoteEntry.js`,
      TECHNOLOGIES_REMOTE_ENTRY: `${url(ports.technologies)}/remoteEntry.js`,
      // Any other registered remote is served too, on a port of this site's own.
      ...Object.fromEntries(
        REMOTE_KEYS.filter((key) => key !== 'startups' && key !== 'technologies').map(
          (key, index) => [portVariable(key), String(ports.shell + 1000 + index)],
        ),
      ),
    },
  });
  return started(handle, [ports.shell, ports.startups, ports.technologies].map(url));
}

/**
 * The federated system and the single bundle, each behind the production nginx configuration.
 * The single bundle takes the shell's place (its remotes' server blocks serve files it never asks for).
 * @param {{ federated: FederatedDirs, single: string | null,
 *   ports: { federated: SitePorts, single: SitePorts }, apiUrl: string, scratch: string }} options
 */
export async function startNginxSites({ federated, single, ports, apiUrl, scratch }) {
  if (!single) throw new Error('nginx serves both builds: build the single bundle first');
  const singleRoot = join(scratch, 'single-site');
  mkdirSync(singleRoot, { recursive: true });
  symlinkSync(single, join(singleRoot, 'shell'));
  for (const app of REMOTE_FOLDERS)
    symlinkSync(join(federated.shell, '..', app), join(singleRoot, app));
  const appsRoots = { federated: join(federated.shell, '..'), single: singleRoot };
  return Promise.all(
    /** @type {const} */ (['federated', 'single']).map((build) =>
      nginxSystem(`nginx-${build}`, {
        appsRoot: appsRoots[build],
        runDir: join(scratch, `nginx-${build}`),
        ports: ports[build],
        apiUrl,
      }),
    ),
  );
}
