// json-server 0.17 — the API a front-end developer would mock with — serving the very records of
// the bench's API on the same routes, run as its own process:
//   node json-server.mjs <port> <db.json>
// Its defaults are kept (gzip when asked, CORS, static folder, no-cache headers, two-space JSON);
// only the request logger is off, as it is for our API. Routes and answers follow the v1 contract:
//   GET  /v1/api/startups/read[?name=&category=]  → { data: Startup[] }, newest first
//   POST /v1/api/startups/create                   → 201 { message, data }
// `name` becomes json-server's case-insensitive `name_like`. The data is held in memory (a file db
// would be rewritten whole on every POST, which nobody would benchmark).
import { readFileSync } from 'node:fs';
import jsonServer from 'json-server';

const [port, dbFile] = process.argv.slice(2);
if (!port || !dbFile) throw new Error('usage: node json-server.mjs <port> <db.json>');
const db = JSON.parse(readFileSync(dbFile, 'utf8'));

const server = jsonServer.create();
const router = jsonServer.router(db);

/** @typedef {import('express').Request & { v1?: 'list' | 'create' }} V1Request */

/**
 * v1 paths and query → json-server's REST resource and query language.
 * @param {V1Request} req
 * @param {import('express').Response} _res
 * @param {import('express').NextFunction} next
 */
function rewrite(req, _res, next) {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/v1/api/startups/read' && req.method === 'GET') {
    const query = new URLSearchParams({ _sort: 'created_at', _order: 'desc' });
    const name = url.searchParams.get('name');
    const category = url.searchParams.get('category');
    if (name) query.set('name_like', name);
    if (category) query.set('category', category);
    req.url = `/startups?${query}`;
    req.query = Object.fromEntries(query);
    req.v1 = 'list';
  } else if (url.pathname === '/v1/api/startups/create' && req.method === 'POST') {
    req.url = '/startups';
    req.v1 = 'create';
  }
  next();
}

// json-server's hook for shaping every answer (its types do not declare it).
/** @type {{ render: (req: V1Request, res: import('express').Response) => void }} */ (
  /** @type {unknown} */ (router)
).render = (req, res) => {
  if (req.v1 === 'list') return res.jsonp({ data: res.locals.data });
  if (req.v1 === 'create') {
    return res.status(201).jsonp({ message: 'Startup creada exitosamente', data: res.locals.data });
  }
  return res.jsonp(res.locals.data);
};

server.use(jsonServer.defaults({ logger: false }));
server.use(rewrite);
server.use(router);
const listener = server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => listener.close(() => process.exit(0)));
