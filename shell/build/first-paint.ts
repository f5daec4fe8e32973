import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file of the shell's build listing the CSP sources of its inline stylesheet, one build's
 * hash: the nginx CSP reads it at start-up (deploy/render.mjs, the image's entrypoint).
 */
export const INLINE_STYLES_CSP_FILE = 'csp-inline-styles.txt';

/** How long after the load event a page that React has not taken over is given up for dead. */
export const BOOT_DEADLINE_AFTER_LOAD_MS = 15_000;
/** The same when the load event never comes (a download that hangs). */
export const BOOT_DEADLINE_MS = 60_000;
/** Where the time of the last automatic reload is kept (sessionStorage)… */
export const BOOT_RELOAD_KEY = 'sistema:arranque-recargado';
/** …so that a page reloads itself at most once in this long… */
export const BOOT_RELOAD_INTERVAL_MS = 60_000;
/**
 * …and this long after the failure: a network change comes in bursts (an interface going down, up,
 * getting its address), and a reload started within the burst fails the same way.
 */
export const BOOT_RELOAD_DELAY_MS = 2_000;

/**
 * What a page that cannot start shows in its <main> instead of the prerendered screen, which would
 * otherwise stay there with its buttons disabled. Inert until STARTUP_SCRIPT uses it.
 */
export const BOOT_FAILURE_TEMPLATE =
  '<template id="boot-failure"><div class="page"><div class="remote-error card boot-failure" ' +
  'role="alert"><h1 class="remote-error__title">No se pudo iniciar la aplicación</h1>' +
  '<p>La página no terminó de cargar. Comprueba tu conexión e inténtalo de nuevo.</p>' +
  '<button type="button" class="btn btn--primary">Reintentar</button></div></div></template>';

/**
 * Starts the shell's scripts (held in the inert <template id="startup-scripts">) once the page
 * has been drawn from the HTML, so downloading and running them never delays that first paint. A
 * hidden tab draws nothing (no frame would ever come): it starts them at once, and so does a tab
 * hidden before its first frame.
 * It also watches the start-up: until React has taken over the page (its first commit replaces the
 * prerendered markup), a start-up script or preload that fails to download, an uncaught error of
 * the site's own scripts or a rejected promise nobody handles ends the start-up. A failed download
 * is not retried within the page (the browser keeps a module that failed as failed), and the
 * common causes pass — the network changing under the browser (ERR_NETWORK_CHANGED aborts every
 * request in flight), a chunk gone after a deploy — so the page first reloads itself, a moment
 * later and once a minute at most; failing again, it shows BOOT_FAILURE_TEMPLATE, whose 'Reintentar' reloads. A
 * page still not taken over BOOT_DEADLINE_AFTER_LOAD_MS after its load event (or BOOT_DEADLINE_MS
 * after this script ran, when the load event never comes) shows it too, without reloading: it is
 * slow, and a reload would start it over. If React takes over later, the message goes with the
 * prerendered markup.
 * Constant text: the nginx CSP allows it by its hash, like the theme script.
 */
export const STARTUP_SCRIPT = `(function () {
  var started = false;
  var failed = false;
  var scripts = document.getElementById('startup-scripts');
  var prerendered = document.getElementById('root').firstElementChild;
  var own = Array.prototype.map.call(scripts.content.querySelectorAll('[src], [href]'), function (node) {
    return new URL(node.getAttribute('src') || node.getAttribute('href'), location.href).href;
  });
  function live() {
    return !prerendered || !prerendered.isConnected;
  }
  function fail(hard) {
    var main = document.querySelector('main');
    if (failed || live() || !main) return;
    failed = true;
    if (hard === true && reloadOnce()) return;
    main.replaceChildren(document.importNode(document.getElementById('boot-failure').content, true));
    main.querySelector('.boot-failure button').addEventListener('click', function () {
      location.reload();
    });
  }
  function reloadOnce() {
    try {
      if (Date.now() - Number(sessionStorage.getItem('${BOOT_RELOAD_KEY}')) < ${BOOT_RELOAD_INTERVAL_MS}) return false;
      sessionStorage.setItem('${BOOT_RELOAD_KEY}', String(Date.now()));
    } catch (error) {
      return false;
    }
    setTimeout(function () { location.reload(); }, ${BOOT_RELOAD_DELAY_MS});
    return true;
  }
  addEventListener('error', function (event) {
    var target = event.target || {};
    if (event.filename ? event.filename.indexOf(location.origin + '/') === 0
        : own.indexOf(target.src || target.href) !== -1) fail(true);
  }, true);
  addEventListener('unhandledrejection', function () { fail(true); });
  addEventListener('load', function () { setTimeout(fail, ${BOOT_DEADLINE_AFTER_LOAD_MS}); });
  setTimeout(fail, ${BOOT_DEADLINE_MS});
  function start() {
    if (started) return;
    started = true;
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  if (document.hidden) start();
  else {
    requestAnimationFrame(function () { setTimeout(start); });
    document.addEventListener('visibilitychange', function () { if (document.hidden) start(); });
  }
})();`;

export const cspHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const STARTUP_SCRIPTS =
  /<script type="module"[^>]*><\/script>|<script src="[^"]+" async><\/script>/g;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>/g;

/**
 * The built index.html with its stylesheets inline (no request between the HTML and the first
 * paint) and the CSP sources those inline styles need.
 */
export function inlineStylesheets(
  html: string,
  outDir: string,
): { html: string; styleSources: string[] } {
  const styleSources: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readFileSync(join(outDir, href), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it holds </style`);
    styleSources.push(cspHashSource(css));
    return `<style>${css}</style>`;
  });
  return { html: inlined, styleSources };
}

/**
 * The built index.html with its start-up scripts and modulepreloads moved into an inert template
 * that STARTUP_SCRIPT (at the end of <body>) starts after the first frame. The two small scripts
 * come first and at high priority: inserted by a script they would be low, and queue behind the
 * large chunks on the origin's six connections. The largest chunk stays in <head> (at low
 * priority), so the connection downloads while the page is drawn: on Lighthouse's phone preset the
 * first startup came 12 % later with every chunk waiting for the paint, 4 % sooner with this one
 * not waiting, and the simulated LCP counts it alone (1.3 s instead of 2.6 s).
 */
export function startScriptsAfterFirstPaint(html: string, outDir: string): string {
  const scripts = html.match(STARTUP_SCRIPTS) ?? [];
  if (!scripts.some((tag) => tag.startsWith('<script type="module"'))) {
    throw new Error('index.html has no module script to start');
  }
  const sizeOf = (link: string) =>
    statSync(join(outDir, /href="([^"]+)"/.exec(link)?.[1] ?? '')).size;
  const preloads = html.match(MODULE_PRELOADS) ?? [];
  const largest = [...preloads].sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, 1);
  const tags = [
    ...scripts.map((tag) => tag.replace('<script ', '<script fetchpriority="high" ')),
    ...preloads.filter((link) => !largest.includes(link)),
  ];
  return html
    .replace(STARTUP_SCRIPTS, '')
    .replace(MODULE_PRELOADS, (link) =>
      largest.includes(link) ? link.replace('<link ', '<link fetchpriority="low" ') : '',
    )
    .replace('</head>', `<template id="startup-scripts">${tags.join('')}</template></head>`)
    .replace('</body>', `${BOOT_FAILURE_TEMPLATE}<script>${STARTUP_SCRIPT}</script></body>`);
}
