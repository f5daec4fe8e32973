// Build-time settings every app's vite.config.ts shares: ports, the Module Federation singletons,
// the API proxy and the files every app serves at its root. Not part of the runtime package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { themeInitScript } from '../src/theme/theme-defaults.ts';

// The one table of ports (API_PORT, SHELL_PORT, …), shared with the start scripts and the tests.
export { PORTS };

/**
 * Every app lists every singleton: one left out gives that app its own copy (a context from
 * @sistema/shared reads null in a remote). The router is not listed: it travels inside
 * @sistema/shared, which re-exports the part the apps use (decision 004).
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  axios: { singleton: true, requiredVersion: '^1.21.0' },
  '@sistema/shared': { singleton: true, requiredVersion: '^1.0.0' },
};

/**
 * 'loaded-first': a singleton already loaded (the shell's) is used as is. The default,
 * 'version-first', initialises every registered remote to compare versions, so opening one section
 * would fetch the other remote too — and fail when that one is down.
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

/** Same-origin API calls: every server of the front end forwards /v1/api to the API service. */
export { apiProxy, apiProxyLogging } from './api-proxy.ts';

/** Node's own answers (no Host, Expect, CONNECT, framing errors) as Spanish JSON. */
export { protocolAnswers } from './protocol-answers.ts';

/** What the dev server answers each shared file with (the builds are served by their own servers). */
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  js: 'text/javascript',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Serves and emits the files every app needs at its root, so each lives in one place: the favicon
 * and robots.txt (crawlers, and Lighthouse's SEO audit, ask every origin for one) from
 * shared/public, and theme-init.js (the theme applied before first paint), written from the
 * theme's own constants in shared/src/theme/theme-defaults.ts.
 */
export function sharedPublicFiles(): Plugin {
  const dir = fileURLToPath(new URL('../public/', import.meta.url));
  const files = new Map<string, () => string | Buffer>(
    readdirSync(dir).map((name) => [name, () => readFileSync(join(dir, name))]),
  );
  files.set('theme-init.js', themeInitScript);
  return {
    name: 'sistema:shared-public-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        const source = files.get(name);
        if (!source) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'text/plain');
        res.end(source());
      });
    },
    generateBundle() {
      for (const [fileName, source] of files) {
        this.emitFile({ type: 'asset', fileName, source: source() });
      }
    },
  };
}
