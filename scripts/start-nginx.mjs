// npm run start:nginx — the production topology without Docker: the API and the built apps
// served by this machine's nginx with the very configuration the containers use (the templates of
// deploy/nginx/, rendered by deploy/render.mjs), on the usual ports.
//   --no-build   serve the existing builds
// Environment:
//   SHELL_PORT 5173, API_PORT 3000, and each remote's <KEY>_PORT (STARTUPS_PORT 5174,
//                           TECHNOLOGIES_PORT 5175: shared/src/remotes/registry.json)
//   API_URL                 an API already running elsewhere: proxied to, none started here
//   <KEY>_REMOTE_ENTRY      what remotes.json says of each remote, e.g. STARTUPS_REMOTE_ENTRY
//                           (default: the local remotes)
//   RUNTIME_CONFIG_DIR      where remotes.json is written and served from (default shell/dist, the
//                           file `npm start` serves too). Editing it later moves a remote: the CSP
//                           follows (the shell's server block is rendered again and nginx reloaded).
//   CSP_REMOTE_ORIGINS      the remotes' origins for the CSP, instead of those of remotes.json
//   CORS_ALLOWED_ORIGINS    shell origins the remotes answer CORS for (default: the local shell)
//   NGINX_BIN               the nginx binary (default: nginx on PATH, else /usr/sbin/nginx)
//   NGINX_RUN_DIR           rendered configuration, logs, temp files (default .run/nginx-<SHELL_PORT>)
//   APPS_DIST_ROOT          serve builds made elsewhere: a folder holding shell/ and each remote's
//                           folder (the bench's); nothing is built then
//   the API's own (DATABASE_URL, DATA_DIR, SEED_DEMO, CORS_ORIGINS…) are passed through to it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  localResolvers,
  originsOf,
  remotesJsonTemplate,
  render,
  renderFile,
  shellVars,
} from '../deploy/render.mjs';
import { findNginx } from './lib/nginx.mjs';
import { releasesDir } from './remote/paths.mjs';
import { prepareRemoteDeploys } from './remote/start.mjs';
import { PORTS, systemPorts } from './lib/ports.mjs';
import { REGISTRY, REMOTE_KEYS, remoteEntryVariable } from './lib/registry.mjs';
import { exitIfProcessesCannotBeStopped, runSystem } from './lib/run-system.mjs';
import {
  apiEnv,
  APP_READINESS_URLS,
  buildAll,
  exitIfPortsTaken,
  fail,
  FRONT_END_APPS,
  localRemoteOrigin,
  ROOT,
  SHELL_URL,
} from './lib/system.mjs';

const env = process.env;
const NGINX_DIR = join(ROOT, 'deploy', 'nginx');
const RUN_DIR = resolve(env.NGINX_RUN_DIR ?? join(ROOT, '.run', `nginx-${PORTS.shell}`));
// nginx's resolver does not read /etc/hosts: a local API is addressed by IP.
const API_URL = env.API_URL?.replace('//localhost', '//127.0.0.1');
const startApi = !API_URL;
const apiUpstream = API_URL ?? `http://127.0.0.1:${PORTS.api}`;
/**
 * Where an app's build is served from: its own dist/, or APPS_DIST_ROOT/<app>.
 * @param {string} app
 */
const distOf = (app) =>
  env.APPS_DIST_ROOT ? join(resolve(env.APPS_DIST_ROOT), app) : join(ROOT, app, 'dist');
const RUNTIME_CONFIG_DIR = resolve(env.RUNTIME_CONFIG_DIR ?? distOf('shell'));
const REMOTES_JSON = join(RUNTIME_CONFIG_DIR, 'remotes.json');
const LOCAL_SHELL = `http://localhost:${PORTS.shell} http://127.0.0.1:${PORTS.shell}`;
const SHELL_SETTINGS = {
  LISTEN_PORT: PORTS.shell,
  HTML_ROOT: distOf('shell'),
  RUNTIME_CONFIG_DIR,
  ...Object.fromEntries(
    REMOTE_KEYS.map((key) => [
      remoteEntryVariable(key),
      env[remoteEntryVariable(key)] ?? `${localRemoteOrigin(key)}/remoteEntry.js`,
    ]),
  ),
  API_BASE_URL: env.API_BASE_URL ?? '/v1/api',
  API_UPSTREAM: apiUpstream,
  NGINX_LOCAL_RESOLVERS: localResolvers(),
  CORS_ALLOWED_ORIGINS: LOCAL_SHELL,
  ...(env.CSP_REMOTE_ORIGINS ? { CSP_REMOTE_ORIGINS: env.CSP_REMOTE_ORIGINS } : {}),
};

/** @param {import('../deploy/render.mjs').TemplateVars} vars */
const renderShell = (vars) =>
  renderFile(
    join(NGINX_DIR, 'templates', 'shell.conf.template'),
    join(RUN_DIR, 'conf.d', 'shell.conf'),
    vars,
  );

/** Renders deploy/nginx into RUN_DIR (remotes.json into RUNTIME_CONFIG_DIR); returns nginx.conf. */
function renderConfiguration() {
  rmSync(join(RUN_DIR, 'conf.d'), { recursive: true, force: true });
  for (const dir of ['conf.d', 'logs', 'tmp']) mkdirSync(join(RUN_DIR, dir), { recursive: true });
  cpSync(join(NGINX_DIR, 'snippets'), join(RUN_DIR, 'snippets'), { recursive: true });

  const shell = shellVars(SHELL_SETTINGS);
  renderShell(shell);
  mkdirSync(RUNTIME_CONFIG_DIR, { recursive: true });
  writeFileSync(REMOTES_JSON, render(remotesJsonTemplate(), shell));
  if (!env.APPS_DIST_ROOT) prepareRemoteDeploys(REMOTES_JSON);
  for (const key of REMOTE_KEYS) {
    renderFile(
      join(NGINX_DIR, 'templates', 'remote.conf.template'),
      join(RUN_DIR, 'conf.d', `${key}.conf`),
      {
        LISTEN_PORT: PORTS[key],
        HTML_ROOT: distOf(REGISTRY[key].folder),
        CORS_ALLOWED_ORIGINS: env.CORS_ALLOWED_ORIGINS ?? LOCAL_SHELL,
        RELEASES_DIR: releasesDir(key),
      },
    );
  }

  /** @param {string} path */
  const q = (path) => JSON.stringify(path);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(existsSync);
  const isRoot = process.getuid?.() === 0;
  const conf = `# Generated by scripts/start-nginx.mjs. The server blocks in conf.d/ are rendered from
# deploy/nginx/templates, the files the containers use; this file stands in for the image's nginx.conf.
${isRoot ? '# Started as root: the workers stay root too, like every worker of a non-root run.\nuser root;\n' : ''}daemon off;
worker_processes 2;
pid ${q(join(RUN_DIR, 'nginx.pid'))};
error_log stderr warn;

events {
    worker_connections 1024;
}

http {
${mimeTypes ? `    include ${q(mimeTypes)};` : '    types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; image/x-icon ico; image/png png; font/woff2 woff2; }'}
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log ${q(join(RUN_DIR, 'logs', 'access.log'))};
    client_body_temp_path ${q(join(RUN_DIR, 'tmp', 'client_body'))};
    proxy_temp_path ${q(join(RUN_DIR, 'tmp', 'proxy'))};
    fastcgi_temp_path ${q(join(RUN_DIR, 'tmp', 'fastcgi'))};
    uwsgi_temp_path ${q(join(RUN_DIR, 'tmp', 'uwsgi'))};
    scgi_temp_path ${q(join(RUN_DIR, 'tmp', 'scgi'))};

    include conf.d/*.conf;
}
`;
  const confPath = join(RUN_DIR, 'nginx.conf');
  writeFileSync(confPath, conf);
  return confPath;
}

/**
 * remotes.json edited while running (a remote moved, redeployed or rolled back): the CSP must admit
 * the new origins, so the shell's server block is rendered again from the file and nginx reloads —
 * what a container does when it restarts with new settings.
 * @param {string} nginxBin
 * @param {string[]} nginxArgs
 * @param {import('./lib/run-system.mjs').RunningSystem} system
 */
function followRemotesJson(nginxBin, nginxArgs, system) {
  /** @param {ReturnType<typeof shellVars>} vars */
  const cspOf = (vars) => `${vars.CSP_REMOTE_ORIGINS}|${vars.CSP_API_ORIGIN}`;
  let rendered = cspOf(shellVars(SHELL_SETTINGS));
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const update = () => {
    let vars;
    try {
      /** @type {{ remotes?: Record<string, unknown>, apiBaseUrl?: string }} */
      const config = JSON.parse(readFileSync(REMOTES_JSON, 'utf8'));
      const entries = Object.values(config.remotes ?? {}).filter(
        /** @returns {url is string} */ (url) => typeof url === 'string',
      );
      vars = shellVars({
        ...SHELL_SETTINGS,
        API_BASE_URL: config.apiBaseUrl ?? SHELL_SETTINGS.API_BASE_URL,
        CSP_REMOTE_ORIGINS: env.CSP_REMOTE_ORIGINS || originsOf(entries),
      });
    } catch {
      return; // Half-written or invalid: the next change event reads it again.
    }
    if (cspOf(vars) === rendered || system.isStopping()) return;
    renderShell(vars);
    const test = spawnSync(nginxBin, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
    if (test.status !== 0)
      return console.error(`[nginx]  configuración rechazada:\n${test.stderr}`);
    rendered = cspOf(vars);
    const pid = system.pidOf('nginx');
    if (pid !== undefined) process.kill(pid, 'SIGHUP');
    console.log(
      `[nginx]  remotes.json cambió: CSP para ${vars.CSP_REMOTE_ORIGINS || "'self'"}; recargado`,
    );
  };
  try {
    const watcher = watch(RUNTIME_CONFIG_DIR, (_event, name) => {
      if (name !== 'remotes.json') return;
      clearTimeout(timer);
      timer = setTimeout(update, 20);
    });
    watcher.on('error', () => watcher.close());
    return watcher;
  } catch {
    return null;
  }
}

// ── Main ──────────────────────────────────────────────────────────────────────────────────────────
exitIfProcessesCannotBeStopped();
const nginx = findNginx();
if (!nginx) {
  fail(
    env.NGINX_BIN
      ? `NGINX_BIN=${env.NGINX_BIN} no es un ejecutable.`
      : 'nginx no está instalado (se buscó en el PATH y en /usr/sbin). Instálalo, p. ej. ' +
          '`sudo apt-get install -y nginx-light`, o indica el binario con NGINX_BIN.',
  );
}

/** @type {import('./lib/ports.mjs').PortName[]} */
const served = ['shell', ...REMOTE_KEYS, ...(startApi ? /** @type {const} */ (['api']) : [])];
const ports = systemPorts(served);
await exitIfPortsTaken(ports);

if (!process.argv.includes('--no-build') && !env.APPS_DIST_ROOT) {
  try {
    buildAll({ api: startApi });
  } catch {
    fail('La compilación falló (ver arriba).');
  }
  await exitIfPortsTaken(ports);
}
const unbuilt = FRONT_END_APPS.find((app) => !existsSync(join(distOf(app), 'index.html')));
if (unbuilt) fail(`Falta ${unbuilt}/dist: ejecuta sin --no-build.`);
if (startApi && !existsSync(join(ROOT, 'api', 'dist', 'server.js'))) {
  fail(
    'Falta api/dist/server.js: ejecuta sin --no-build (o usa API_URL para una API ya en marcha).',
  );
}

/** @type {string} */
let confPath;
try {
  confPath = renderConfiguration();
} catch (error) {
  fail(`Configuración de nginx: ${error instanceof Error ? error.message : String(error)}`);
}
const nginxArgs = ['-p', `${RUN_DIR}/`, '-c', confPath];
const test = spawnSync(nginx, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
if (test.status !== 0) fail(`nginx rechaza la configuración generada:\n${test.stderr}`);

const processes = [
  ...(startApi
    ? [
        {
          name: 'api',
          command: process.execPath,
          args: ['dist/server.js'],
          cwd: join(ROOT, 'api'),
          // nginx sets X-Forwarded-For to the address that connected to it: the API believes that
          // one hop (deploy/nginx/templates/shell.conf.template).
          env: { ...apiEnv(), HOST: '127.0.0.1', TRUST_PROXY: '1' },
        },
      ]
    : []),
  { name: 'nginx', command: nginx, args: nginxArgs, cwd: RUN_DIR },
];
const system = runSystem(processes, {
  urls: [
    ...(startApi ? [`${apiUpstream}/v1/api/health`] : []),
    ...APP_READINESS_URLS,
    `${SHELL_URL}/v1/api/health`,
  ],
  onReady: () => {
    console.log(`\n✔ Sistema listo en ${SHELL_URL}`);
    const conf = RUN_DIR.startsWith(ROOT) ? relative(ROOT, RUN_DIR) : RUN_DIR;
    console.log(`  nginx ${conf}/nginx.conf · API ${apiUpstream} en /v1/api\n`);
  },
});
followRemotesJson(nginx, nginxArgs, system);
