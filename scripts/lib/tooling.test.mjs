// The tooling library under test: ports checked before anything starts, waits that give up when
// the process dies. (The launchers' restarts and stops: ../stopping.test.mjs.)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortsFree, freePort, portIsFree, PortsTakenError } from './ports.mjs';
import { ROOT, twice } from './system.mjs';
import { waitForUrl } from './wait.mjs';

/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A server listening on a free port of 127.0.0.1; closed after the test.
 * @returns {Promise<number>} its port
 */
async function listening() {
  const server = net.createServer();
  /** @type {Promise<void>} */
  const started = new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  await started;
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('ports', () => {
  it('names a taken port and the variable that moves it, in Spanish', async () => {
    const taken = await listening();
    const free = await freePort();
    expect(await portIsFree(taken)).toBe(false);
    expect(await portIsFree(free)).toBe(true);
    const check = assertPortsFree([
      [free, 'SHELL_PORT'],
      [taken, 'API_PORT'],
    ]);
    await expect(check).rejects.toThrow(PortsTakenError);
    await expect(check).rejects.toThrow(
      `El puerto ${taken} (API_PORT) ya está en uso: libéralo o elige otro con API_PORT.`,
    );
    await expect(assertPortsFree([[free, 'SHELL_PORT']])).resolves.toBeUndefined();
  });

  it('refuses one port given to two services', async () => {
    await expect(
      assertPortsFree([
        [6400, 'SHELL_PORT'],
        [6400, 'STARTUPS_PORT'],
      ]),
    ).rejects.toThrow('El puerto 6400 está asignado dos veces (SHELL_PORT y STARTUPS_PORT)');
  });
});

describe('waitForUrl', () => {
  it('gives up at once when the process that should answer has died', async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(
      waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 15_000, died: Promise.resolve() }),
    ).rejects.toThrow('terminó');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the launchers', () => {
  it.runIf(process.platform === 'linux')(
    'refuse to start without ps (which stops the processes), before building anything',
    () => {
      for (const script of ['start.mjs', 'dev.mjs', 'start-nginx.mjs']) {
        const run = spawnSync(process.execPath, [join(ROOT, 'scripts', script)], {
          cwd: ROOT,
          env: { ...process.env, PATH: '' },
          encoding: 'utf8',
        });
        expect(run.status, script).toBe(1);
        expect(run.stderr).toContain('✖ Falta `ps`, con el que se detienen los procesos');
        expect(run.stdout).not.toContain('Compilando');
      }
    },
  );
});

/**
 * Every module `file` loads before its first line runs, and the packages among them.
 * @param {string} file
 */
function staticImports(file, seen = new Set(), packages = new Set()) {
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(/^import\s[^;]*?'([^']+)';/gms)) {
    if (specifier.startsWith('.')) {
      const next = resolve(dirname(file), specifier);
      if (!seen.has(next)) staticImports(next, seen, packages);
    } else if (!specifier.startsWith('node:')) packages.add(`${specifier} (${file})`);
  }
  return packages;
}

describe('test:compose --prepare', () => {
  // CI starts it before `npm ci`, so that Docker and the base images are ready when the tests end.
  it('loads no installed package, so it runs before npm ci', () => {
    expect([...staticImports(join(ROOT, 'scripts', 'compose', 'test.mjs'))]).toEqual([]);
  });
});

describe("twice (the remotes' builds)", () => {
  it('builds once when the build succeeds, again after one failure, and throws a second', () => {
    const runs = (/** @type {boolean[]} */ outcomes) => {
      let count = 0;
      const build = () => {
        const succeeds = outcomes[count++];
        if (!succeeds) throw new Error(`failure ${String(count)}`);
      };
      return { build, count: () => count };
    };
    const fine = runs([true]);
    twice('app', fine.build);
    expect(fine.count()).toBe(1);
    const flaky = runs([false, true]);
    twice('app', flaky.build);
    expect(flaky.count()).toBe(2);
    const broken = runs([false, false, true]);
    expect(() => twice('app', broken.build)).toThrow('failure 2');
    expect(broken.count()).toBe(2);
  });

  it('does the same for a build that answers with a promise', async () => {
    let count = 0;
    const flaky = () =>
      count++ === 0 ? Promise.reject(new Error('first')) : Promise.resolve('ok');
    await expect(twice('app', flaky)).resolves.toBe('ok');
    expect(count).toBe(2);
    count = 0;
    const broken = () => Promise.reject(new Error(`failure ${String(++count)}`));
    await expect(twice('app', broken)).rejects.toThrow('failure 2');
    expect(count).toBe(2);
  });
});
