// A remote's vite preview (`npm start`) serves its published versions, as its nginx server block
// does (deploy/nginx/templates/remote.conf.template): /releases/<version>/… from the folder
// `npm run remote -- publish` writes (docs/decisions/009-versioned-remotes-and-the-live-manifest.md).
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { releasesDir, RELEASES_PATH, VERSION_PATTERN } from '../../scripts/remote/paths.mjs';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Every file of a version is served `immutable`: a version is never overwritten, so a browser never
 * needs to ask again. Vite's CORS middleware runs before this one, as for the remote's own files.
 */
export function publishedReleases(name: string): Plugin {
  return {
    name: 'sistema:published-releases',
    configurePreviewServer(server) {
      server.middlewares.use(RELEASES_PATH, (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        const version = path.split('/')[1] ?? '';
        const root = releasesDir(name);
        const file = normalize(join(root, path));
        const inside = relative(root, file);
        const notFound = () => {
          res.statusCode = 404;
          res.setHeader('Cache-Control', 'no-store');
          res.end();
        };
        if (!VERSION_PATTERN.test(version) || inside.startsWith(`..${sep}`)) return notFound();
        readFile(file).then((body) => {
          res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.end(req.method === 'HEAD' ? undefined : body);
        }, notFound);
      });
    },
  };
}
