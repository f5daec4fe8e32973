// `deploy` runs the shell's type gate against the declarations a version was published with: a
// version whose page needs a prop the shell does not pass is refused in Spanish, exit 1, and the
// live manifest stays byte for byte as it was.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveManifestPath } from './paths.mjs';
import { publishBuild } from './releases.mjs';
import { TYPES_DIR, typeProblems } from './type-gate.mjs';

const CLI = join(import.meta.dirname, 'cli.mjs');
const NO_PROPS = 'export default function StartupsPage(): import("react").JSX.Element;\n';
const PROP_REQUIRED =
  'export default function StartupsPage(props: { mode: string }): import("react").JSX.Element;\n';
const SHELL_SHARED = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  axios: '1.21.1',
  '@sistema/shared': '1.0.0',
};

/** @type {string} */
let dir;
/** @type {{ REMOTES_STATE_DIR: string, RUNTIME_CONFIG_DIR: string }} */
let env;

/**
 * Publishes a startups build whose page is declared by `declaration` (no dist-types when null).
 * @param {string | null} declaration
 */
function publishDeclaring(declaration) {
  const out = mkdtempSync(join(dir, 'build-'));
  writeFileSync(join(out, 'remoteEntry.js'), 'export const get = () => null;');
  const manifest = {
    exposes: [{ path: './StartupsPage' }],
    shared: Object.entries(SHELL_SHARED).map(([name, version]) => ({
      name,
      version,
      singleton: true,
      requiredVersion: `^${version}`,
    })),
  };
  writeFileSync(join(out, 'mf-manifest.json'), JSON.stringify(manifest));
  if (declaration !== null) {
    mkdirSync(join(out, TYPES_DIR));
    writeFileSync(join(out, TYPES_DIR, 'StartupsPage.d.ts'), declaration);
  }
  return publishBuild('startups', out, env).version;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remote-type-gate-test-'));
  env = { REMOTES_STATE_DIR: join(dir, 'state'), RUNTIME_CONFIG_DIR: join(dir, 'shell') };
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Each check runs tsc: seconds on a quiet machine, far more on a busy two-core one.
describe('typeProblems', { timeout: 120_000 }, () => {
  it('passes a version whose page the shell renders without props', () => {
    expect(typeProblems('startups', publishDeclaring(NO_PROPS), env)).toEqual([]);
  });

  it('refuses a version whose page requires a prop, naming the remote', () => {
    const version = publishDeclaring(PROP_REQUIRED);
    const [problem, ...others] = typeProblems('startups', version, env);
    expect(others).toEqual([]);
    expect(problem).toContain(`Los tipos de startups ${version} no pasan la comprobación`);
    expect(problem).toContain(
      'El remoto «startups» expone una página que exige props, y el shell la muestra sin ninguna',
    );
    expect(problem).not.toContain('«technologies»');
  });

  it('refuses a version published without its declarations', () => {
    const version = publishDeclaring(null);
    expect(typeProblems('startups', version, env)).toEqual([
      expect.stringContaining(`startups ${version} no trae los tipos de lo que expone`),
    ]);
  });
});

/** Serves what deploy asks for: the shell's /shared-versions.json and the published versions. */
async function listen() {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/shared-versions.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ shared: SHELL_SHARED }));
      return;
    }
    const file = /^\/releases\/([0-9a-f]{12})\/([\w.-]+)$/.exec(path);
    try {
      if (!file) throw new Error('no');
      const body = readFileSync(
        join(env.REMOTES_STATE_DIR, 'releases', 'startups', `${file[1]}`, `${file[2]}`),
      );
      const type = file[2]?.endsWith('.js') ? 'text/javascript' : 'application/json';
      res.writeHead(200, { 'Content-Type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  return server;
}

/**
 * `npm run remote -- deploy startups <version>` against the server: exit code and output.
 * @param {string} version
 * @param {number} port
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
function deploy(version, port) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, 'deploy', 'startups', version],
      { env: { ...process.env, ...env, SHELL_PORT: `${port}`, STARTUPS_PORT: `${port}` } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run remote -- deploy', { timeout: 180_000 }, () => {
  it('refuses a version that fails the type gate and leaves the live manifest as it was', async () => {
    const server = await listen();
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      mkdirSync(env.RUNTIME_CONFIG_DIR);
      const original = `${JSON.stringify({
        remotes: {
          startups: `http://localhost:${port}/remoteEntry.js`,
          technologies: 'http://localhost:5175/remoteEntry.js',
        },
        apiBaseUrl: '/v1/api',
      })}\n`;
      writeFileSync(liveManifestPath(env), original);

      const broken = publishDeclaring(PROP_REQUIRED);
      const refused = await deploy(broken, port);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`startups ${broken} no pasó la validación; nada cambió`);
      expect(refused.stderr).toContain('El remoto «startups» expone una página que exige props');
      expect(readFileSync(liveManifestPath(env), 'utf8')).toBe(original);

      // The same check lets a fitting version through: the refusal was the types'.
      const fitting = publishDeclaring(NO_PROPS);
      const deployed = await deploy(fitting, port);
      expect(deployed.stderr).toBe('');
      expect(deployed.code).toBe(0);
      const live = JSON.parse(readFileSync(liveManifestPath(env), 'utf8'));
      expect(live.versions).toEqual({ startups: fitting });
    } finally {
      server.close();
    }
  });
});
