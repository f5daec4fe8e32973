import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { REMOTE_KEYS, type RemoteKey } from '../../shared/src/remotes/registry.ts';
import { PORTS } from '../../shared/build/vite-common.ts';

/** Where a remote's entry is, unless the environment says otherwise (STARTUPS_REMOTE_ENTRY, …). */
function remoteEntry(name: RemoteKey): string {
  const fromEnv = process.env[`${name.toUpperCase()}_REMOTE_ENTRY`];
  return fromEnv ?? `http://localhost:${PORTS[name]}/remoteEntry.js`;
}

/**
 * Only read: what is live changes through `npm run remote` on the operator's machine, never through
 * a request (docs/decisions/009-versioned-remotes-and-the-live-manifest.md). nginx answers 405 too.
 */
function refusedWrite(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.statusCode = 405;
  res.setHeader('Allow', 'GET, HEAD');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ error: 'Método no permitido: remotes.json solo se puede leer' }));
  return true;
}

/**
 * The shell's run-time configuration, remotes.json: served by the dev server and written into the
 * build, from the ports in the environment. Deployments edit or template the file; the shell's code
 * never names a remote URL.
 */
export function runtimeRemotesConfig(): Plugin {
  const file = () =>
    `${JSON.stringify(
      {
        remotes: Object.fromEntries(REMOTE_KEYS.map((key) => [key, remoteEntry(key)])),
        apiBaseUrl: process.env.API_BASE_URL ?? '/v1/api',
      },
      null,
      2,
    )}\n`;
  return {
    name: 'sistema:remotes-json',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (req, res) => {
        if (refusedWrite(req, res)) return;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(file());
      });
    },
    // vite preview would serve the file as it was at start-up; read it on every request instead, so
    // an edit of dist/remotes.json (a redeployed remote) reaches the next page load.
    configurePreviewServer(server) {
      const built = resolve(server.config.root, server.config.build.outDir, 'remotes.json');
      server.middlewares.use('/remotes.json', (req, res) => {
        if (refusedWrite(req, res)) return;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(built));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: file() });
    },
  };
}
