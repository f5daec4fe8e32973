// The tooling library under test: ports checked before anything starts, waits that give up when
// the process dies, and the supervisor bringing a crashed process back.
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertPortsFree, portIsFree, PortsTakenError } from './ports.mjs';
import { startProcess } from './processes.mjs';
import { waitForUrl } from './wait.mjs';

const cleanups = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server listening on a free port of 127.0.0.1; closed after the test. */
async function listening() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server.address().port;
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An HTTP server in a child process that answers with its own PID. */
const PID_SERVER = `require('node:http')
  .createServer((_req, res) => res.end(String(process.pid)))
  .listen(Number(process.argv[1]), '127.0.0.1');`;

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

describe('the supervisor', () => {
  it('restarts a crashed process after a short back-off, with a line in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const server = startProcess('pid-server', process.execPath, ['-e', PID_SERVER, String(port)], {
      echo: false,
      restart: true,
    });
    cleanups.push(() => server.stop());
    await waitForUrl(url, { timeoutMs: 10_000, died: server.exited });
    const firstPid = Number(await (await fetch(url)).text());
    expect(firstPid).toBe(server.child.pid);

    process.kill(firstPid, 'SIGKILL');
    await vi.waitFor(() => expect(server.child.pid).not.toBe(firstPid), { timeout: 5_000 });
    await waitForUrl(url, { timeoutMs: 10_000 });
    const secondPid = Number(await (await fetch(url)).text());
    expect(secondPid).not.toBe(firstPid);
    expect(server.restarts).toBe(1);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /\[pid-server\] +terminó \(SIGKILL\); se reinicia en 0\.5 s \(reinicio 1\)/,
      ),
    );

    await server.stop();
    expect(await server.exited).toEqual({ code: null, signal: 'SIGTERM' });
    expect(server.restarts).toBe(1);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('lets a process that is not restarted end for good', async () => {
    const quick = startProcess('quick', process.execPath, ['-e', 'process.exit(3)'], {
      echo: false,
    });
    expect(await quick.exited).toEqual({ code: 3, signal: null });
    expect(quick.restarts).toBe(0);
  });
});
