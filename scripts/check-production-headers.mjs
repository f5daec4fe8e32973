// Checks the production serving (nginx, deploy/nginx) with plain HTTP requests: security headers on
// HTML, the SPA fallback, caching, CORS for the remotes, gzip and the API proxy. Run it while the
// topology is up:
//   npm run start:nginx            # then, in another terminal:
//   node scripts/check-production-headers.mjs
//   SHELL_URL=http://localhost:8080 node scripts/check-production-headers.mjs   # docker compose
// The remotes are found through the shell's own remotes.json. Ends with `N passed, N failed`; exits 1
// on any failure.
import http from 'node:http';
import https from 'node:https';
import { gunzipSync } from 'node:zlib';

const SHELL_URL = (
  process.env.SHELL_URL ?? `http://localhost:${process.env.SHELL_PORT ?? 5173}`
).replace(/\/$/, '');
const SHELL_ORIGIN = new URL(SHELL_URL).origin;
const FOREIGN_ORIGIN = 'https://evil.example';
const IMMUTABLE = /(?=.*\bpublic\b)(?=.*\bmax-age=31536000\b)(?=.*\bimmutable\b)/;
const UNCACHED = /\bno-cache\b|\bno-store\b/;

let passed = 0;
let failed = 0;

function check(description, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(ok ? `✔ ${description}` : `✖ ${description}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

/** GET with exactly the given headers; the body is un-gzipped when it came gzipped. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        let body = Buffer.concat(chunks);
        if (response.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: body.toString('utf8'),
        });
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`sin respuesta de ${url}`)));
    request.on('error', reject);
  });
}

const header = (response, name) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** The directive of a CSP, e.g. directive(csp, 'script-src') → "'self' http://…". */
const directive = (csp, name) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name)
    ?.slice(name.length)
    .trim() ?? null;

/** The headers every HTML answer must carry; `detailed` prints one line per header. */
function checkHtmlSecurity(label, response, detailed = false) {
  const csp = header(response, 'content-security-policy');
  const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? '';
  const rules = [
    ['Content-Security-Policy presente', csp !== ''],
    ["CSP sin 'unsafe-eval'", csp !== '' && !csp.includes("'unsafe-eval'")],
    ["CSP script-src sin 'unsafe-inline'", scripts !== '' && !scripts.includes("'unsafe-inline'")],
    ["CSP frame-ancestors 'none'", directive(csp, 'frame-ancestors') === "'none'"],
    ['X-Content-Type-Options nosniff', header(response, 'x-content-type-options') === 'nosniff'],
    ['Referrer-Policy presente', header(response, 'referrer-policy') !== ''],
  ];
  if (detailed) {
    for (const [rule, ok] of rules) check(`${label}: ${rule}`, ok, csp);
    return;
  }
  const broken = rules.filter(([, ok]) => !ok).map(([rule]) => rule);
  check(
    `${label}: cabeceras de seguridad (CSP, nosniff, Referrer-Policy, frame-ancestors)`,
    broken.length === 0,
    `falla: ${broken.join('; ')}`,
  );
}

const assetLinks = (html, pattern) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];

async function largest(urls, headers) {
  const responses = await Promise.all(
    urls.map(async (url) => ({ url, response: await get(url, headers) })),
  );
  return responses.sort((a, b) => b.response.body.length - a.response.body.length);
}

async function checkShell() {
  const home = await get(`${SHELL_URL}/`, { 'Accept-Encoding': 'gzip' });
  if (
    !check(
      `shell ${SHELL_URL}/ responde 200 text/html`,
      home.status === 200 && header(home, 'content-type').startsWith('text/html'),
      `status ${home.status}`,
    )
  ) {
    return null;
  }
  checkHtmlSecurity('shell /', home, true);
  check(
    'shell /: index.html sin caché',
    UNCACHED.test(header(home, 'cache-control')),
    header(home, 'cache-control'),
  );
  check('shell /: index.html comprimido con gzip', header(home, 'content-encoding') === 'gzip');
  const inline = [...home.body.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes),
  );
  check(
    'shell /: ningún script en línea en index.html',
    inline.length === 0,
    `${inline.length} sin src`,
  );

  for (const path of ['/startups', '/technologies', '/does-not-exist', '/index.html']) {
    const page = await get(`${SHELL_URL}${path}`);
    check(
      `shell ${path}: 200 con index.html (SPA)`,
      page.status === 200 && page.body === home.body,
      `status ${page.status}`,
    );
    checkHtmlSecurity(`shell ${path}`, page);
    check(
      `shell ${path}: sin caché`,
      UNCACHED.test(header(page, 'cache-control')),
      header(page, 'cache-control'),
    );
  }

  const themeInit = await get(`${SHELL_URL}/theme-init.js`);
  check(
    'shell /theme-init.js: 200 sin caché',
    themeInit.status === 200 && UNCACHED.test(header(themeInit, 'cache-control')),
    header(themeInit, 'cache-control'),
  );

  // Hashed assets: cached forever and gzip-encoded (the largest one, above gzip's minimum size).
  const assets = assetLinks(home.body, /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g).map(
    (path) => `${SHELL_URL}${path}`,
  );
  if (check('shell: index.html enlaza recursos con hash en /assets/', assets.length > 0)) {
    const ranked = await largest(assets, { 'Accept-Encoding': 'gzip' });
    const notImmutable = ranked.filter(
      ({ response }) => !IMMUTABLE.test(header(response, 'cache-control')),
    );
    check(
      `shell /assets/*: ${ranked.length} recursos public, max-age=31536000, immutable`,
      notImmutable.length === 0,
      notImmutable.map(({ url }) => url).join(' '),
    );
    const { url, response } = ranked[0];
    check(
      `shell ${new URL(url).pathname}: Content-Encoding gzip`,
      header(response, 'content-encoding') === 'gzip',
    );
    check(
      `shell ${new URL(url).pathname}: nosniff`,
      header(response, 'x-content-type-options') === 'nosniff',
    );
  }
  const missing = await get(`${SHELL_URL}/assets/does-not-exist-00000000.js`);
  check(
    'shell /assets/ inexistente: 404, no index.html, sin caché permanente',
    missing.status === 404 && !IMMUTABLE.test(header(missing, 'cache-control')),
    `status ${missing.status}`,
  );
  checkHtmlSecurity('shell página de error 404', missing);

  // remotes.json: the run-time configuration.
  const config = await get(`${SHELL_URL}/remotes.json`, {
    Origin: SHELL_ORIGIN,
    'Accept-Encoding': 'gzip',
  });
  let remotes = null;
  try {
    remotes = JSON.parse(config.body).remotes;
  } catch {
    // Reported below.
  }
  check(
    'shell /remotes.json: 200 JSON con remotes.startups y remotes.technologies',
    config.status === 200 && !!remotes?.startups && !!remotes?.technologies,
    `status ${config.status}`,
  );
  check(
    'shell /remotes.json: sin caché',
    UNCACHED.test(header(config, 'cache-control')),
    header(config, 'cache-control'),
  );
  check(
    `shell /remotes.json: Access-Control-Allow-Origin ${SHELL_ORIGIN}`,
    header(config, 'access-control-allow-origin') === SHELL_ORIGIN,
    header(config, 'access-control-allow-origin'),
  );
  const foreignConfig = await get(`${SHELL_URL}/remotes.json`, { Origin: FOREIGN_ORIGIN });
  check(
    `shell /remotes.json: sin CORS para ${FOREIGN_ORIGIN}`,
    header(foreignConfig, 'access-control-allow-origin') === '',
    header(foreignConfig, 'access-control-allow-origin'),
  );

  if (remotes) {
    const scripts = directive(header(home, 'content-security-policy'), 'script-src') ?? '';
    for (const [name, entry] of Object.entries(remotes)) {
      const origin = new URL(entry, SHELL_URL).origin;
      const allowed = origin === SHELL_ORIGIN || scripts.split(/\s+/).includes(origin);
      check(`shell CSP script-src permite el remoto ${name} (${origin})`, allowed, scripts);
    }
  }

  // The API through the shell's proxy.
  const health = await get(`${SHELL_URL}/v1/api/health`);
  let healthBody = null;
  try {
    healthBody = JSON.parse(health.body);
  } catch {
    // Reported below.
  }
  check(
    'shell /v1/api/health: la API responde a través del proxy (200 JSON status ok)',
    health.status === 200 && healthBody?.status === 'ok',
    `status ${health.status}: ${health.body.slice(0, 120)}`,
  );
  check('shell /v1/api/health: nosniff', header(health, 'x-content-type-options') === 'nosniff');
  return remotes;
}

async function checkRemote(name, entryUrl) {
  const entry = await get(entryUrl, { Origin: SHELL_ORIGIN, 'Accept-Encoding': 'gzip' });
  const label = `${name} ${new URL(entryUrl).pathname}`;
  if (
    !check(
      `${label}: 200 JavaScript (${entryUrl})`,
      entry.status === 200 && /javascript/.test(header(entry, 'content-type')),
      `status ${entry.status} ${header(entry, 'content-type')}`,
    )
  ) {
    return;
  }
  check(
    `${label}: sin caché`,
    UNCACHED.test(header(entry, 'cache-control')),
    header(entry, 'cache-control'),
  );
  check(
    `${label}: Access-Control-Allow-Origin ${SHELL_ORIGIN}`,
    header(entry, 'access-control-allow-origin') === SHELL_ORIGIN,
    header(entry, 'access-control-allow-origin'),
  );
  check(
    `${label}: Vary incluye Origin`,
    /\borigin\b/i.test(header(entry, 'vary')),
    header(entry, 'vary'),
  );
  check(`${label}: nosniff`, header(entry, 'x-content-type-options') === 'nosniff');
  check(`${label}: Content-Encoding gzip`, header(entry, 'content-encoding') === 'gzip');
  const foreign = await get(entryUrl, { Origin: FOREIGN_ORIGIN });
  check(
    `${label}: sin CORS para ${FOREIGN_ORIGIN}`,
    header(foreign, 'access-control-allow-origin') === '',
    header(foreign, 'access-control-allow-origin'),
  );

  const manifest = await get(new URL('mf-manifest.json', entryUrl).href, { Origin: SHELL_ORIGIN });
  if (manifest.status === 200) {
    check(
      `${name} mf-manifest.json: sin caché`,
      UNCACHED.test(header(manifest, 'cache-control')),
      header(manifest, 'cache-control'),
    );
    check(
      `${name} mf-manifest.json: Access-Control-Allow-Origin ${SHELL_ORIGIN}`,
      header(manifest, 'access-control-allow-origin') === SHELL_ORIGIN,
    );
  }

  const chunks = assetLinks(entry.body, /["'`]\.\/(assets\/[^"'`]+\.js)["'`]/g).map(
    (path) => new URL(path, entryUrl).href,
  );
  if (check(`${label}: enlaza fragmentos con hash en assets/`, chunks.length > 0)) {
    const ranked = await largest(chunks, { Origin: SHELL_ORIGIN, 'Accept-Encoding': 'gzip' });
    const notImmutable = ranked.filter(
      ({ response }) => !IMMUTABLE.test(header(response, 'cache-control')),
    );
    check(
      `${name} assets/*: ${ranked.length} fragmentos public, max-age=31536000, immutable`,
      notImmutable.length === 0,
      notImmutable.map(({ url }) => url).join(' '),
    );
    const noCors = ranked.filter(
      ({ response }) => header(response, 'access-control-allow-origin') !== SHELL_ORIGIN,
    );
    check(
      `${name} assets/*: Access-Control-Allow-Origin ${SHELL_ORIGIN}`,
      noCors.length === 0,
      noCors.map(({ url }) => url).join(' '),
    );
    const { url, response } = ranked[0];
    check(
      `${name} ${new URL(url).pathname}: Content-Encoding gzip`,
      header(response, 'content-encoding') === 'gzip',
    );
  }

  const page = await get(new URL('./', entryUrl).href);
  if (page.status === 200 && header(page, 'content-type').startsWith('text/html')) {
    checkHtmlSecurity(`${name} index.html`, page);
  }
}

try {
  const remotes = await checkShell();
  for (const [name, entryUrl] of Object.entries(remotes ?? {})) {
    await checkRemote(name, new URL(entryUrl, SHELL_URL).href);
  }
} catch (error) {
  check('las peticiones HTTP llegan al servidor', false, error.message);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
