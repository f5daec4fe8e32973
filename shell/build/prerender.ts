import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { REMOTE_REGISTRY, remotesOf } from '../../shared/src/remotes/registry.ts';
import { themeInitScript } from '../../shared/src/theme/theme-defaults.ts';
import {
  cspHashSource,
  INLINE_STYLES_CSP_FILE,
  inlineStylesheets,
  startScriptsAfterFirstPaint,
  STARTUP_SCRIPT,
} from './first-paint.ts';

/** The routes whose first screen is written into the HTML, and the file each is served from. */
export const PRERENDERED_ROUTES: Record<string, string> = {
  '/': 'index.html',
  ...Object.fromEntries(remotesOf(REMOTE_REGISTRY).map(({ key, route }) => [route, `${key}.html`])),
};

/**
 * Every other path's first screen: the shell's 404 page (App.tsx routes nothing else), so an
 * unknown address never shows the home page until the router says "Página no encontrada".
 */
export const NOT_FOUND_PAGE = { path: '/pagina-no-encontrada', file: 'not-found.html' };

const THEME_INIT_TAG = '<script src="/theme-init.js" vite-ignore></script>';

/** The CSP sources of the inline scripts, constant across builds (deploy/nginx's shell template). */
export function inlineScriptCspSources(): string[] {
  return [cspHashSource(themeInitScript()), cspHashSource(STARTUP_SCRIPT)];
}

/**
 * The shell's first paint without waiting for its JavaScript (for Lighthouse):
 * - the theme script is inlined in <head> (one request less before anything is drawn; the nginx
 *   CSP allows exactly its hash);
 * - at build time, each route of PRERENDERED_ROUTES is rendered in Node (src/prerender.tsx) into
 *   its own copy of index.html: header, footer and the page (the home, or a section's heading and
 *   spinner while its remote loads). nginx and vite preview serve /startups from startups.html.
 */
export function prerenderShell(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'sistema:prerender-shell',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html lacks ${THEME_INIT_TAG}`);
        return html.replace(THEME_INIT_TAG, `<script>${themeInitScript()}</script>`);
      },
    },
    // vite preview serves /startups from startups.html by itself; any other address without a
    // file gets the 404 page's first screen, as nginx does (deploy/nginx), not index.html's home.
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?');
        const wantsPage = request.method === 'GET' || request.method === 'HEAD';
        if (wantsPage && path.length > 1 && path.endsWith('/')) {
          const target = path.replace(/\/+$/, '') || '/';
          response.writeHead(301, {
            location: query === undefined ? target : `${target}?${query}`,
          });
          response.end();
          return;
        }
        const known = path === '/' || path in PRERENDERED_ROUTES || /\.[a-z0-9]+$/i.test(path);
        if (wantsPage && !known && !path.startsWith('/v1/') && !path.startsWith('/@')) {
          request.url = `/${NOT_FOUND_PAGE.file}`;
        }
        next();
      });
    },
    async writeBundle() {
      if (!outDir) return;
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderRoute } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('../src/prerender.tsx');
        // The page is drawn from the HTML alone: the stylesheet inline, the scripts started after
        // that first frame (Lighthouse: its simulated LCP counts every request and script
        // that ended before the paint).
        const { html: styled, styleSources } = inlineStylesheets(
          readFileSync(join(outDir, 'index.html'), 'utf8'),
          outDir,
        );
        const template = startScriptsAfterFirstPaint(styled, outDir);
        writeFileSync(join(outDir, INLINE_STYLES_CSP_FILE), `${styleSources.join(' ')}\n`);
        const pages: [path: string, file: string][] = [
          ...Object.entries(PRERENDERED_ROUTES),
          [NOT_FOUND_PAGE.path, NOT_FOUND_PAGE.file],
        ];
        for (const [path, file] of pages) {
          const { html: markup, title } = renderRoute(path);
          // The saved theme is known only in the browser: the toggle's icon (sun or moon) comes
          // with the scripts rather than the light theme's for everyone.
          // Its buttons (the menu, the theme) do nothing until React takes over: disabled until
          // then, rather than swallowing a tap.
          const html = markup
            .replace(/(<button[^>]*class="theme-toggle"[^>]*>)<svg[\s\S]*?<\/svg>/, '$1')
            .replace(/<button /g, '<button disabled="" ');
          let page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
          if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
          writeFileSync(join(outDir, file), page);
        }
      } finally {
        await server.close();
      }
    },
  };
}
