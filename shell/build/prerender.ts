import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { themeInitScript } from '../../shared/src/theme/theme-defaults.ts';

/** The routes whose first screen is written into the HTML, and the file each is served from. */
export const PRERENDERED_ROUTES: Record<string, string> = {
  '/': 'index.html',
  '/startups': 'startups.html',
  '/technologies': 'technologies.html',
};

const THEME_INIT_TAG = '<script src="/theme-init.js" vite-ignore></script>';

/** The CSP source that allows the inline theme script (deploy/nginx's shell template holds it). */
export function themeInitCspSource(): string {
  return `'sha256-${createHash('sha256').update(themeInitScript()).digest('base64')}'`;
}

/**
 * The shell's first paint without waiting for its JavaScript (issue 21, Lighthouse):
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
        // The page is drawn from the HTML and the stylesheet; the scripts only make it live. At low
        // priority they no longer count as render-blocking nor compete with the stylesheet.
        const template = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
          /<(script type="module"|link rel="modulepreload") /g,
          '<$1 fetchpriority="low" ',
        );
        for (const [path, file] of Object.entries(PRERENDERED_ROUTES)) {
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
