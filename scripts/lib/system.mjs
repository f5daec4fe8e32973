// What `npm start`, `npm run start:nginx`, `npm run dev` and `npm test` share: where things are, how
// to run a workspace's tool, how to build, what the API is started with, and when the system is up.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortsFree, PORTS } from './ports.mjs';
import { REMOTE_FOLDERS, REMOTE_KEYS } from './registry.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The shell first, then every registered remote's folder. */
export const FRONT_END_APPS = ['shell', ...REMOTE_FOLDERS];
export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;

/**
 * The absolute path of a package's bin script, resolved from a workspace (no npx in between).
 * @param {string} pkg
 * @param {string} bin
 */
export function binPath(pkg, bin, fromDir = ROOT) {
  const require = createRequire(join(fromDir, 'package.json'));
  return join(dirname(require.resolve(`${pkg}/package.json`)), bin);
}

/** @param {string} app */
export const viteBin = (app) => binPath('vite', 'bin/vite.js', join(ROOT, app));

/**
 * Runs `build`, and once more if it throws or its promise rejects; a second failure is the answer.
 * For the remotes' builds: @module-federation/vite 1.23 trims a remote's `import: false` shares to
 * the names its modules import, taking the module graph as whole 10 ms after the last module it
 * knows of; on a starved CPU the next one can come later, and the build stops with MISSING_EXPORT
 * (1 build in 8 with both cores busy; never a wrong bundle). A real error fails both times.
 * @template T
 * @param {string} label  what is built, for the message
 * @param {() => T} build
 */
export function twice(label, build) {
  const again = () => {
    console.log(
      `  ${label}: la compilación falló; se repite una vez (scripts/lib/system.mjs, twice)`,
    );
    return build();
  };
  let result;
  try {
    result = build();
  } catch {
    return again();
  }
  return result instanceof Promise ? /** @type {T} */ (result.catch(again)) : result;
}

/**
 * `vite build` of a front-end app with `args` (its Vite from its own workspace), twice if need be.
 * @param {string} app
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileSyncOptions} [options]
 */
export function viteBuild(app, args, options = {}) {
  const argv = [viteBin(app), 'build', ...args];
  twice(app, () => {
    execFileSync(process.execPath, argv, { cwd: join(ROOT, app), stdio: 'inherit', ...options });
  });
}

/**
 * A remote's own server on this machine (its vite preview, dev server or nginx server block).
 * @param {import('./registry.mjs').RemoteKey} key
 */
export const localRemoteOrigin = (key) => `http://localhost:${PORTS[key]}`;

/**
 * Builds the API and the apps, one after the other (the machine has two cores).
 * @param {{ api?: boolean, apps?: boolean }} [which]  what to build (default: both)
 */
export function buildAll({ api = true, apps = true } = {}) {
  if (api) {
    console.log('\n▶ Compilando la API…');
    execFileSync(process.execPath, [join(ROOT, 'api', 'build.mjs')], {
      cwd: join(ROOT, 'api'),
      stdio: 'inherit',
    });
  }
  for (const app of apps ? FRONT_END_APPS : []) {
    console.log(`\n▶ Compilando ${app}…`);
    viteBuild(app, ['--logLevel', 'warn']);
  }
}

/**
 * The API's environment: it listens on API_PORT (the API itself reads PORT) and, unless told
 * otherwise, admits the remotes' own origins (their standalone pages call it directly in dev).
 */
export const apiEnv = () => ({
  ...process.env,
  PORT: String(PORTS.api),
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? REMOTE_KEYS.map(localRemoteOrigin).join(','),
});

/**
 * The API (`node <apiArgs>` in api/) and each app's Vite (`vite <viteArgs>`), for runSystem.
 * @param {string[]} apiArgs
 * @param {(app: string) => string[]} viteArgs  per app (its build folder may differ)
 * @returns {import('./run-system.mjs').SystemProcess[]}
 */
export function apiAndApps(apiArgs, viteArgs) {
  return [
    {
      name: 'api',
      command: process.execPath,
      args: apiArgs,
      cwd: join(ROOT, 'api'),
      env: apiEnv(),
    },
    ...FRONT_END_APPS.map((app) => ({
      name: app,
      command: process.execPath,
      args: [viteBin(app), ...viteArgs(app)],
      cwd: join(ROOT, app),
    })),
  ];
}

/**
 * Ends the launcher with one Spanish line, before anything starts.
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/**
 * Stops with one Spanish line, before anything starts, when a port is taken.
 * @param {import('./ports.mjs').PortToCheck[]} ports
 */
export async function exitIfPortsTaken(ports) {
  try {
    await assertPortsFree(ports);
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}`);
  }
}

/** What answers once the apps are served: the shell's page and each remote's entry. */
export const APP_READINESS_URLS = [
  `${SHELL_URL}/`,
  ...REMOTE_KEYS.map((key) => `${localRemoteOrigin(key)}/remoteEntry.js`),
];
