// A small static file server for the bench, run as its own process: every build is served the same
// way, gzip-compressed like production nginx (deploy/nginx/snippets/sistema-gzip.conf: level 6,
// text types, 256 bytes and up), with keep-alive, CORS for the remotes, the SPA fallback for a
// shell, a virtual remotes.json and the /v1/api proxy. `vite preview` sends everything
// uncompressed, which would misstate the bytes a user downloads.
//
//   node static-server.mjs '<json>'   json: { sites: [{ port, root, spa?, files?, apiTarget? }] }
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync, createGzip, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;
const GZIP_LEVEL = 6;
const MIN_GZIP_BYTES = 256;

/** Files read and compressed once, on first use. */
const cache = new Map();

function load(path) {
  let entry = cache.get(path);
  if (entry === undefined) {
    try {
      if (!statSync(path).isFile()) throw new Error('not a file');
      const body = readFileSync(path);
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const compress = COMPRESSIBLE.test(type) && body.length >= MIN_GZIP_BYTES;
      entry = { body, type, gzip: compress ? gzipSync(body, { level: GZIP_LEVEL }) : null };
    } catch {
      entry = null;
    }
    cache.set(path, entry);
  }
  return entry;
}

function virtualFile(content, type) {
  const body = Buffer.from(content);
  return { body, type, gzip: body.length >= MIN_GZIP_BYTES ? gzipSync(body) : null, virtual: true };
}

function send(req, res, entry, cacheControl) {
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const useGzip = acceptsGzip && entry.gzip !== null;
  const body = useGzip ? entry.gzip : entry.body;
  res.writeHead(200, {
    'Content-Type': entry.type,
    'Content-Length': body.length,
    'Cache-Control': cacheControl,
    'Access-Control-Allow-Origin': '*',
    Vary: 'Accept-Encoding',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Forwards /v1/api/* to the API, compressing JSON answers like nginx's `gzip_proxied any`. */
function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host }, agent },
    (answer) => {
      const headers = { ...answer.headers };
      const type = String(headers['content-type'] ?? '');
      const gzip =
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
        COMPRESSIBLE.test(type) &&
        !headers['content-encoding'] &&
        Number(headers['content-length'] ?? MIN_GZIP_BYTES) >= MIN_GZIP_BYTES;
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH })).pipe(res);
      } else {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      }
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'application/json' });
    res.end('{"error":"API no disponible"}');
  });
  req.pipe(upstream);
}

function serveSite(site) {
  const files = new Map(
    Object.entries(site.files ?? {}).map(([path, content]) => [
      path,
      virtualFile(content, TYPES[extname(path)] ?? 'text/plain'),
    ]),
  );
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (site.apiTarget && path.startsWith('/v1/api/')) return proxy(req, res, site.apiTarget);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
      });
      return res.end();
    }
    const virtual = files.get(path);
    if (virtual) return send(req, res, virtual, 'no-store');
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const hashed = /\/assets\//.test(safe);
    let entry = load(join(site.root, safe.endsWith('/') ? `${safe}index.html` : safe));
    if (!entry && site.spa && !extname(safe)) entry = load(join(site.root, 'index.html'));
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      return res.end('not found');
    }
    send(req, res, entry, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  server.keepAliveTimeout = 65_000;
  server.listen(site.port, '127.0.0.1');
  return server;
}

const config = JSON.parse(process.argv[2] ?? '{"sites":[]}');
const servers = config.sites.map(serveSite);
const close = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
