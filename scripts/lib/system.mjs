// What `npm start`, `npm run dev` and the end-to-end harness share: where things are, how to run a
// workspace's tool, and how to wait until a server answers.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FRONT_END_APPS = ['shell', 'startups-mfe', 'technologies-mfe'];

const env = process.env;
export const PORTS = {
  api: Number(env.API_PORT ?? 3000),
  shell: Number(env.SHELL_PORT ?? 5173),
  startups: Number(env.STARTUPS_PORT ?? 5174),
  technologies: Number(env.TECHNOLOGIES_PORT ?? 5175),
};
export const SHELL_URL = `http://localhost:${PORTS.shell}`;

/** The absolute path of a package's bin script, resolved from a workspace (no npx in between). */
export function binPath(pkg, bin, fromDir = ROOT) {
  const require = createRequire(join(fromDir, 'package.json'));
  return join(dirname(require.resolve(`${pkg}/package.json`)), bin);
}

export const viteBin = (app) => binPath('vite', 'bin/vite.js', join(ROOT, app));

/** Builds the API and the three apps, one after the other (the machine has two cores). */
export function buildAll() {
  const run = (args, cwd) => execFileSync(process.execPath, args, { cwd, stdio: 'inherit' });
  console.log('\n▶ Compilando la API…');
  run([join(ROOT, 'api', 'build.mjs')], join(ROOT, 'api'));
  for (const app of FRONT_END_APPS) {
    console.log(`\n▶ Compilando ${app}…`);
    run([viteBin(app), 'build', '--logLevel', 'warn'], join(ROOT, app));
  }
}

/** Resolves once every URL answers (any HTTP status below 500), or rejects after `timeoutMs`. */
export async function waitForUrls(urls, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      try {
        const response = await fetch(url);
        if (response.status < 500) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export const readinessUrls = () => [
  `http://localhost:${PORTS.api}/v1/api/health`,
  `${SHELL_URL}/`,
  `http://localhost:${PORTS.startups}/remoteEntry.js`,
  `http://localhost:${PORTS.technologies}/remoteEntry.js`,
];
