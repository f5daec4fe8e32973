import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { directive, get, header, type RawResponse } from '../support/http.ts';

// The production serving (nginx with deploy/nginx's configuration) checked with plain HTTP:
// security headers on every HTML answer, the SPA fallback, caching, CORS for the remotes, gzip and
// the API proxy. Runs against the nginx topology (E2E_SERVER=nginx), or against a deployment that
// is already up: E2E_SHELL_URL=http://localhost:8080 (docker compose) starts nothing.
const SHELL_URL = (process.env.E2E_SHELL_URL ?? `http://localhost:${PORTS.shell}`).replace(
  /\/$/,
  '',
);
const SHELL_ORIGIN = new URL(SHELL_URL).origin;
const FOREIGN_ORIGIN = 'https://evil.example';
const IMMUTABLE = /(?=.*\bpublic\b)(?=.*\bmax-age=31536000\b)(?=.*\bimmutable\b)/;
const UNCACHED = /\bno-cache\b|\bno-store\b/;
const GZIP = { 'Accept-Encoding': 'gzip' };

test.skip(
  process.env.E2E_SERVER !== 'nginx' && !process.env.E2E_SHELL_URL,
  'solo con E2E_SERVER=nginx o E2E_SHELL_URL',
);

/** The headers every HTML answer must carry, each its own (soft) assertion. */
function expectHtmlSecurity(label: string, response: RawResponse) {
  const csp = header(response, 'content-security-policy');
  const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? '';
  expect.soft(csp, `${label}: Content-Security-Policy presente`).not.toBe('');
  expect.soft(csp, `${label}: CSP sin 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect.soft(scripts, `${label}: CSP script-src presente`).not.toBe('');
  expect
    .soft(scripts, `${label}: CSP script-src sin 'unsafe-inline'`)
    .not.toContain("'unsafe-inline'");
  expect
    .soft(directive(csp, 'frame-ancestors'), `${label}: CSP frame-ancestors 'none'`)
    .toBe("'none'");
  expect.soft(header(response, 'x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect.soft(header(response, 'referrer-policy'), `${label}: Referrer-Policy`).not.toBe('');
}

const expectUncached = (label: string, response: RawResponse) =>
  expect.soft(header(response, 'cache-control'), `${label}: sin caché`).toMatch(UNCACHED);

const assetLinks = (text: string, pattern: RegExp) => [
  ...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? '')),
];

/** Every URL's answer, the largest body first (gzip has a minimum size). */
async function largestFirst(urls: string[], headers: Record<string, string>) {
  const answers = await Promise.all(
    urls.map(async (url) => ({ url, response: await get(url, headers) })),
  );
  return answers.sort((a, b) => b.response.body.length - a.response.body.length);
}

/** Hashed files never change: every one is cached for a year, immutable. */
function expectCachedForever(answers: { url: string; response: RawResponse }[]) {
  const notImmutable = answers.filter(
    ({ response }) => !IMMUTABLE.test(header(response, 'cache-control')),
  );
  expect
    .soft(
      notImmutable.map(({ url }) => url),
      'public, max-age=31536000, immutable',
    )
    .toEqual([]);
}

async function remotesConfig(): Promise<Record<string, string>> {
  const config = await get(`${SHELL_URL}/remotes.json`, { Origin: SHELL_ORIGIN });
  return (JSON.parse(config.body) as { remotes: Record<string, string> }).remotes;
}

test.describe('production serving: the shell', () => {
  test('index.html: security headers, uncached, gzip, inline scripts and style only by their CSP hashes', async () => {
    const home = await get(`${SHELL_URL}/`, GZIP);
    expect(home.status, `${SHELL_URL}/`).toBe(200);
    expect(header(home, 'content-type')).toMatch(/^text\/html/);
    expectHtmlSecurity('shell /', home);
    expectUncached('shell /', home);
    expect.soft(header(home, 'content-encoding'), 'index.html comprimido con gzip').toBe('gzip');
    const csp = header(home, 'content-security-policy');
    const hashOf = (text: string) =>
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // The inline scripts (the theme before first paint, the one starting the scripts after it) and
    // the inline stylesheet apply because the CSP names their hashes.
    const inline = [...home.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? ''),
    );
    expect.soft(inline.length, 'dos scripts en línea en index.html (tema y arranque)').toBe(2);
    for (const [, , text] of inline) {
      expect
        .soft(
          directive(csp, 'script-src')?.split(' '),
          'CSP script-src con el hash del script en línea',
        )
        .toContain(hashOf(text ?? ''));
    }
    const styles = [...home.body.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    expect.soft(styles.length, 'una hoja de estilos en línea en index.html').toBe(1);
    for (const [, text] of styles) {
      expect
        .soft(
          directive(csp, 'style-src')?.split(' '),
          'CSP style-src con el hash del estilo en línea',
        )
        .toContain(hashOf(text ?? ''));
    }
  });

  test('every route answers its prerendered page, any other path the 404 page, with the same headers', async () => {
    const home = await get(`${SHELL_URL}/`);
    const index = await get(`${SHELL_URL}/index.html`);
    expect.soft(index.body === home.body, 'shell /index.html: la página de inicio').toBe(true);
    expect
      .soft(home.body, 'shell /: la página de inicio')
      .toContain('>Bienvenido al Sistema de Microservicios</h1>');
    // A trailing slash is sent to the address without it, its query kept.
    const slashed = await get(`${SHELL_URL}/startups/?category=IoT`);
    expect.soft(slashed.status, 'shell /startups/: 301').toBe(301);
    expect
      .soft(slashed.headers.location, 'shell /startups/: a /startups')
      .toMatch(/^(http:\/\/[^/]+)?\/startups\?category=IoT$/);
    for (const [path, heading] of [
      ['/does-not-exist', 'Página no encontrada'],
      ['/startups/extra', 'Página no encontrada'],
      ['/startups', 'Gestión de Startups'],
      ['/technologies', 'Gestión de Tecnologías'],
    ] as const) {
      const page = await get(`${SHELL_URL}${path}`);
      expect.soft(page.status, `shell ${path}: 200`).toBe(200);
      expect.soft(page.body, `shell ${path}: su título`).toContain(`<title>${heading} · `);
      expect.soft(page.body, `shell ${path}: su encabezado`).toContain(`>${heading}</h1>`);
      expectHtmlSecurity(`shell ${path}`, page);
      expectUncached(`shell ${path}`, page);
    }
  });

  test('theme-init.js answers uncached', async () => {
    const themeInit = await get(`${SHELL_URL}/theme-init.js`);
    expect.soft(themeInit.status).toBe(200);
    expectUncached('shell /theme-init.js', themeInit);
  });

  test('hashed assets are immutable, gzip- or brotli-encoded as the browser accepts; a missing one is a 404', async () => {
    const home = await get(`${SHELL_URL}/`);
    const assets = assetLinks(home.body, /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g).map(
      (path) => `${SHELL_URL}${path}`,
    );
    expect(assets.length, 'index.html enlaza recursos con hash en /assets/').toBeGreaterThan(0);
    const ranked = await largestFirst(assets, GZIP);
    expectCachedForever(ranked);
    const largest = ranked[0]?.response;
    expect(largest).toBeDefined();
    if (largest) {
      expect.soft(header(largest, 'content-encoding'), 'el mayor: gzip').toBe('gzip');
      expect.soft(header(largest, 'x-content-type-options'), 'el mayor: nosniff').toBe('nosniff');
    }

    // A browser that accepts brotli gets the build's brotli copy of the same file; one that refuses
    // it ("br;q=0"), gzip. Both answers vary by Accept-Encoding, for the caches on the way.
    for (const { url, response: gzipped } of ranked) {
      const label = new URL(url).pathname;
      const brotli = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect.soft(header(brotli, 'content-encoding'), `${label}: brotli`).toBe('br');
      expect
        .soft(brotli.body === gzipped.body, `${label}: el mismo contenido en brotli`)
        .toBe(true);
      expect
        .soft(header(brotli, 'content-type'), `${label}: su tipo`)
        .toBe(header(gzipped, 'content-type'));
      for (const answer of [brotli, gzipped])
        expect.soft(header(answer, 'vary'), `${label}: Vary`).toMatch(/\bAccept-Encoding\b/i);
      expectCachedForever([{ url, response: brotli }]);
      expectHtmlSecurity(`${label} (brotli)`, brotli);
      const refused = await get(url, { 'Accept-Encoding': 'br;q=0, gzip' });
      expect.soft(header(refused, 'content-encoding'), `${label}: br;q=0 → gzip`).toBe('gzip');
      // The copy itself is not an address of its own.
      expect.soft((await get(`${url}.br`)).status, `${label}.br: 404`).toBe(404);
    }

    const missing = await get(`${SHELL_URL}/assets/does-not-exist-00000000.js`);
    expect.soft(missing.status, '/assets/ inexistente: 404, no index.html').toBe(404);
    expect.soft(header(missing, 'cache-control'), 'sin caché permanente').not.toMatch(IMMUTABLE);
    expectHtmlSecurity('shell página de error 404', missing);
  });

  test('remotes.json: uncached, CORS for the shell only, its remotes allowed by the CSP', async () => {
    const config = await get(`${SHELL_URL}/remotes.json`, { Origin: SHELL_ORIGIN, ...GZIP });
    expect(config.status).toBe(200);
    const remotes = (JSON.parse(config.body) as { remotes?: Record<string, string> }).remotes;
    expect(remotes?.startups, 'remotes.startups').toBeTruthy();
    expect(remotes?.technologies, 'remotes.technologies').toBeTruthy();
    expectUncached('shell /remotes.json', config);
    expect.soft(header(config, 'access-control-allow-origin')).toBe(SHELL_ORIGIN);
    const foreign = await get(`${SHELL_URL}/remotes.json`, { Origin: FOREIGN_ORIGIN });
    expect.soft(header(foreign, 'access-control-allow-origin'), 'sin CORS ajeno').toBe('');

    const home = await get(`${SHELL_URL}/`);
    const scripts = directive(header(home, 'content-security-policy'), 'script-src') ?? '';
    for (const [name, entry] of Object.entries(remotes ?? {})) {
      const origin = new URL(entry, SHELL_URL).origin;
      const allowed = origin === SHELL_ORIGIN || scripts.split(/\s+/).includes(origin);
      expect.soft(allowed, `CSP script-src permite el remoto ${name} (${origin})`).toBe(true);
    }
  });

  test("a section's page asks the browser to connect to its remote's origin early; no other page does", async () => {
    for (const [name, entry] of Object.entries(await remotesConfig())) {
      const origin = new URL(entry, SHELL_URL).origin;
      const page = await get(`${SHELL_URL}/${name}?q=a`);
      expect
        .soft(header(page, 'link'), `shell /${name}: preconnect a ${origin}`)
        .toBe(origin === SHELL_ORIGIN ? '' : `<${origin}>; rel=preconnect; crossorigin`);
    }
    for (const path of ['/', '/does-not-exist', '/remotes.json'])
      expect.soft(header(await get(`${SHELL_URL}${path}`), 'link'), `shell ${path}`).toBe('');
  });

  test('the API answers through the shell', async () => {
    const health = await get(`${SHELL_URL}/v1/api/health`);
    expect(health.status, health.body.slice(0, 120)).toBe(200);
    expect((JSON.parse(health.body) as { status?: string }).status).toBe('ok');
    expect.soft(header(health, 'x-content-type-options')).toBe('nosniff');
  });
});

for (const name of ['startups', 'technologies']) {
  test(`production serving: the ${name} remote's entry, manifest, chunks and page`, async () => {
    const entryRef = (await remotesConfig())[name];
    expect(entryRef, `remotes.json nombra ${name}`).toBeTruthy();
    const entryUrl = new URL(entryRef ?? '', SHELL_URL).href;
    const label = `${name} ${new URL(entryUrl).pathname}`;

    const entry = await get(entryUrl, { Origin: SHELL_ORIGIN, ...GZIP });
    expect(entry.status, `${label} (${entryUrl})`).toBe(200);
    expect(header(entry, 'content-type')).toMatch(/javascript/);
    expectUncached(label, entry);
    expect.soft(header(entry, 'access-control-allow-origin'), `${label}: CORS`).toBe(SHELL_ORIGIN);
    expect.soft(header(entry, 'vary'), `${label}: Vary incluye Origin`).toMatch(/\borigin\b/i);
    expect.soft(header(entry, 'x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
    expect.soft(header(entry, 'content-encoding'), `${label}: gzip`).toBe('gzip');
    const foreign = await get(entryUrl, { Origin: FOREIGN_ORIGIN });
    expect
      .soft(header(foreign, 'access-control-allow-origin'), `${label}: sin CORS ajeno`)
      .toBe('');

    const manifest = await get(new URL('mf-manifest.json', entryUrl).href, {
      Origin: SHELL_ORIGIN,
    });
    if (manifest.status === 200) {
      expectUncached(`${name} mf-manifest.json`, manifest);
      expect.soft(header(manifest, 'access-control-allow-origin')).toBe(SHELL_ORIGIN);
    }

    const chunks = assetLinks(entry.body, /["'`]\.\/(assets\/[^"'`]+\.js)["'`]/g).map(
      (path) => new URL(path, entryUrl).href,
    );
    expect(chunks.length, `${label}: enlaza fragmentos con hash en assets/`).toBeGreaterThan(0);
    const ranked = await largestFirst(chunks, { Origin: SHELL_ORIGIN, ...GZIP });
    expectCachedForever(ranked);
    const noCors = ranked.filter(
      ({ response }) => header(response, 'access-control-allow-origin') !== SHELL_ORIGIN,
    );
    expect
      .soft(
        noCors.map(({ url }) => url),
        `assets/*: CORS ${SHELL_ORIGIN}`,
      )
      .toEqual([]);
    const largest = ranked[0]?.response;
    if (largest) expect.soft(header(largest, 'content-encoding'), 'el mayor: gzip').toBe('gzip');

    const page = await get(new URL('./', entryUrl).href);
    if (page.status === 200 && header(page, 'content-type').startsWith('text/html')) {
      expectHtmlSecurity(`${name} index.html`, page);
    }
  });
}
