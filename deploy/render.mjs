// Renders the nginx templates of deploy/nginx/ with Node, exactly as the front-end images' entrypoint
// renders them in a container, so `npm run start:nginx` serves the very same configuration.
// Container side: deploy/nginx/entrypoint/sistema-entrypoint.sh (envsubst of upper-case names) and
// deploy/nginx/entrypoint/15-sistema-shell.envsh for the values derived below — keep shellVars() and
// that script in step.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_KEYS, remoteEntryVariable } from '../scripts/lib/registry.mjs';

/** @typedef {Record<string, string | number | undefined>} TemplateVars */

const PLACEHOLDER = /\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g;
const UPPER_CASE = /^[A-Z][A-Z0-9_]*$/;

/**
 * envsubst: `$NAME` and `${NAME}` are replaced for every upper-case NAME defined in `vars`; anything
 * else (nginx's own lower-case `$uri`, `$http_origin`…) is left as it is. A `${NAME}` left over is a
 * mistake (nginx would fail on it later, less clearly), so it throws.
 * @param {string} template
 * @param {TemplateVars} vars
 */
export function render(template, vars) {
  const text = template.replace(
    PLACEHOLDER,
    (match, /** @type {string | undefined} */ braced, /** @type {string} */ bare) => {
      const name = braced ?? bare;
      const value = UPPER_CASE.test(name) ? vars[name] : undefined;
      return value === undefined ? match : String(value);
    },
  );
  const missing = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
  if (missing.size > 0) throw new Error(`Faltan variables de entorno: ${[...missing].join(', ')}`);
  return text;
}

/**
 * @param {string} templatePath
 * @param {string} outputPath
 * @param {TemplateVars} vars
 */
export function renderFile(templatePath, outputPath, vars) {
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(outputPath, render(readFileSync(templatePath, 'utf8'), vars));
}

/**
 * `http://host:port/any/path` → `http://host:port`; a relative URL (same origin) → ''.
 * @param {string} url
 */
export function originOf(url) {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : '';
}

/**
 * The shell's settings that shellVars reads (the others pass through to the templates as they are),
 * with each registered remote's `<KEY>_REMOTE_ENTRY`.
 * @typedef {TemplateVars & { API_BASE_URL: string, API_UPSTREAM: string,
 *   CSP_REMOTE_ORIGINS?: string, HTML_ROOT: string }} ShellSettings
 */

/** The DNS servers nginx resolves API_UPSTREAM with (the image's NGINX_LOCAL_RESOLVERS). */
export function localResolvers(resolvConf = '/etc/resolv.conf') {
  let text = '';
  try {
    text = readFileSync(resolvConf, 'utf8');
  } catch {
    // No resolv.conf: fall back below.
  }
  const servers = [...text.matchAll(/^\s*nameserver\s+(\S+)/gm)].map(([, ip = '']) =>
    ip.includes(':') ? `[${ip}]` : ip,
  );
  return servers.length > 0 ? servers.join(' ') : '127.0.0.1';
}

/**
 * The template of the shell's remotes.json: one `${<KEY>_REMOTE_ENTRY}` per registered remote, and
 * the API's base URL. The shell image writes it at build time (`node deploy/render.mjs
 * remotes-json-template`) and renders it at start-up, as `npm run start:nginx` does.
 * @param {readonly string[]} [keys]
 */
export function remotesJsonTemplate(keys = REMOTE_KEYS) {
  const remotes = Object.fromEntries(keys.map((key) => [key, `\${${remoteEntryVariable(key)}}`]));
  return `${JSON.stringify({ remotes, apiBaseUrl: '${API_BASE_URL}' }, null, 2)}\n`;
}

/**
 * The shell's values derived at start-up from its settings (each remote's `<KEY>_REMOTE_ENTRY`,
 * API_BASE_URL, API_UPSTREAM, HTML_ROOT): checked, the CSP origins and each section's remote origin
 * worked out, and the hash of the build's inline stylesheet read from the build.
 * @template {ShellSettings} T
 * @param {T} settings
 */
export function shellVars(settings) {
  const entryVariables = REMOTE_KEYS.map(remoteEntryVariable);
  for (const name of [...entryVariables, 'API_BASE_URL']) {
    const value = String(settings[name] ?? '');
    if (value === '' || /["\\\s]/.test(value))
      throw new Error(`${name} debe ser una URL sin espacios ni comillas (es '${value}')`);
  }
  const apiUpstream = (settings.API_UPSTREAM ?? '').replace(/\/$/, '');
  if (!/^https?:\/\/[^/\s"]+$/.test(apiUpstream))
    throw new Error(`API_UPSTREAM debe ser http(s)://host:puerto, sin ruta (es '${apiUpstream}')`);
  const entries = entryVariables.map((name) => String(settings[name]));
  return {
    ...settings,
    API_UPSTREAM: apiUpstream,
    CSP_REMOTE_ORIGINS: settings.CSP_REMOTE_ORIGINS || originsOf(entries),
    SECTION_REMOTE_ORIGINS: sectionRemoteOrigins(REMOTE_KEYS, entries),
    CSP_API_ORIGIN: originOf(settings.API_BASE_URL),
    CSP_INLINE_STYLES: inlineStyleSources(settings.HTML_ROOT),
  };
}

/**
 * The CSP sources of the shell build's inline stylesheet: its hash changes with the CSS, so the
 * build writes it beside the HTML (shell/build/first-paint.ts).
 * @param {string} htmlRoot
 */
function inlineStyleSources(htmlRoot) {
  const file = join(htmlRoot, 'csp-inline-styles.txt');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`Falta ${file} (lo escribe la compilación del shell): vuelve a compilarlo.`);
  }
}

/**
 * Each section's remote origin for the shell's preconnect header, `startups=http://host:port …`
 * (a section's route is its remote's key); a remote on the shell's own origin is left out.
 * @param {readonly string[]} keys
 * @param {readonly string[]} entries the remotes' entry URLs, in the keys' order
 */
export function sectionRemoteOrigins(keys, entries) {
  return keys
    .map((key, index) => [key, originOf(entries[index] ?? '')])
    .filter(([, origin]) => origin)
    .map(([key, origin]) => `${key}=${origin}`)
    .join(' ');
}

/**
 * The distinct origins of some URLs, space-separated, for a CSP source list.
 * @param {string[]} urls
 */
export function originsOf(urls) {
  return [...new Set(urls.map(originOf).filter(Boolean))].join(' ');
}

// `node deploy/render.mjs remotes-json-template`: the template, on standard output (the shell image).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] !== 'remotes-json-template') {
    console.error('uso: node deploy/render.mjs remotes-json-template');
    process.exit(2);
  }
  process.stdout.write(remotesJsonTemplate());
}
