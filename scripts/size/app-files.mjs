// Which built files each app's size budget covers: what a visitor downloads before the app's first
// page can render, not everything the build wrote.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGISTRY, REMOTE_KEYS } from '../lib/registry.mjs';

/**
 * The apps with a budget (the shell and every registered remote), and the dist folder (under the
 * apps' root) each is measured in.
 */
export const BUDGETED_APPS = /** @type {Readonly<Record<BudgetedApp, string>>} */ ({
  shell: 'shell',
  ...Object.fromEntries(REMOTE_KEYS.map((key) => [key, REGISTRY[key].folder])),
});

/** @typedef {'shell' | import('../lib/registry.mjs').RemoteKey} BudgetedApp */

/**
 * The shell's initial JavaScript: every script and module preload its index.html names (its own
 * code and the shared libraries it provides to the remotes).
 * @param {string} dist
 */
function shellInitialFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => /** @type {string} */ (match[1]));
  return [...new Set(urls)].filter((url) => url.endsWith('.js')).map((url) => join(dist, url));
}

/**
 * A remote's entry and the chunks its exposed pages need at once: remoteEntry.js and the `sync`
 * chunks its mf-manifest.json lists (the `async` ones are the shared libraries the shell provides,
 * or code loaded later).
 * @param {string} dist
 */
function remoteInitialFiles(dist) {
  /** @type {{ exposes: { assets: { js: { sync: string[] } } }[] }} */
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const chunks = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
  return [join(dist, 'remoteEntry.js'), ...new Set(chunks)].map((file) =>
    file.startsWith(dist) ? file : join(dist, file),
  );
}

/**
 * The files of each app's budget in the builds under `root` (the repository, or a fixture). An
 * app that was not built is an error that says so, never a size of zero.
 * @param {string} root
 */
export function budgetedFiles(root) {
  /** @type {Partial<Record<BudgetedApp, string[]>>} */
  const files = {};
  for (const [app, folder] of Object.entries(BUDGETED_APPS)) {
    const dist = join(root, folder, 'dist');
    if (!existsSync(dist)) throw new Error(`${app}: no hay compilación en ${folder}/dist`);
    const list = app === 'shell' ? shellInitialFiles(dist) : remoteInitialFiles(dist);
    const missing = list.find((file) => !existsSync(file));
    if (missing) throw new Error(`${app}: falta ${missing}, que su compilación nombra`);
    files[/** @type {BudgetedApp} */ (app)] = list;
  }
  return /** @type {Record<BudgetedApp, string[]>} */ (files);
}
