// The shell's type gate at deploy time (docs/deployment.md, "Types"): a version carries the
// declarations its sources emitted (`dist-types/` in its folder, made by `publish`), and `deploy`
// type-checks the shell's use of the page (shell/src/remotes/remote-pages.ts, the same file
// `npm run typecheck` checks) against them before anything goes live.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { binPath, ROOT } from '../lib/system.mjs';
import { releasesDir, REMOTES } from './paths.mjs';

/** @typedef {import('./paths.mjs').RemoteName} RemoteName */

/** The folder of a version (and of a build) that holds the declarations of what it exposes. */
export const TYPES_DIR = 'dist-types';

const TSC = binPath('typescript', 'bin/tsc');
const GATE = join(ROOT, 'shell', 'src', 'remotes', 'remote-pages.ts');
/** A page the shell can render: what the gate reads for the remote a deploy does not touch. */
const PAGE_WITHOUT_PROPS = 'export default function Page(): import("react").JSX.Element;\n';

/**
 * The module of a remote's declarations the shell imports (`StartupsPage`): its expose without
 * the leading './'.
 * @param {string} name
 */
export const exposedModule = (name) =>
  REMOTES[/** @type {RemoteName} */ (name)]?.expose.replace(/^\.\//, '') ?? '';

/** @param {string[]} args */
function tsc(args) {
  const result = spawnSync(process.execPath, [TSC, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * Emits the declarations of what the remote exposes from this checkout's sources (the same
 * `tsc -b <remote>/tsconfig.exposes.json` that `npm run typecheck` runs) and copies them into the
 * build's `dist-types/`, so they are published — and hashed into the version — with the build.
 * @param {RemoteName} name
 * @param {string} buildDir
 */
export function emitTypes(name, buildDir) {
  const app = join(ROOT, REMOTES[name].app);
  const { status, output } = tsc(['-b', join(app, 'tsconfig.exposes.json')]);
  if (status !== 0)
    throw new Error(
      `Los tipos de ${REMOTES[name].app} no compilan; no se publicó nada:\n${output}`,
    );
  cpSync(join(app, TYPES_DIR), join(buildDir, TYPES_DIR), {
    recursive: true,
    // tsc's incremental state says nothing about the types.
    filter: (source) => !source.endsWith('.tsbuildinfo'),
  });
}

/** The file remote-pages.ts reads the registered remotes' pages from: written, never in git. */
export const EXPOSED_PAGES_FILE = 'exposed-pages.generated.ts';

/**
 * The shell's list of what each registered remote exposes, as a module of import types: TypeScript
 * cannot loop over the registry to import, so `npm run typecheck` writes this one file from it, and
 * a new remote needs no line in the shell.
 * @param {(key: string) => string} declarationsOf  where a remote's page declarations are, from the file
 */
export function exposedPagesSource(declarationsOf) {
  const lines = Object.keys(REMOTES).map(
    (key) => `  ${key}: typeof import('${declarationsOf(key)}');`,
  );
  return (
    '// Written by `npm run typecheck` (scripts/typecheck.mjs) from the registry of remotes.\n' +
    `export interface ExposedPages {\n${lines.join('\n')}\n}\n`
  );
}

/**
 * Type-checks the shell's gate against these declarations: a folder per remote key holding what
 * its build declares (`<key>/StartupsPage.d.ts`). tsc's exit status and output.
 * @param {string} folder  a fresh folder inside the repository (react's types resolve from it)
 * @param {Record<string, string>} pages  each remote's page declarations (.d.ts text), by key
 */
export function checkGate(folder, pages) {
  for (const [key, declarations] of Object.entries(pages)) {
    mkdirSync(join(folder, key), { recursive: true });
    writeFileSync(join(folder, key, `${exposedModule(key)}.d.ts`), declarations);
  }
  cpSync(GATE, join(folder, 'remote-pages.ts'));
  writeFileSync(
    join(folder, EXPOSED_PAGES_FILE),
    exposedPagesSource((key) => `./${key}/${exposedModule(key)}`),
  );
  const tsconfig = {
    extends: join(ROOT, 'tsconfig.base.json'),
    compilerOptions: { noEmit: true, types: ['vite/client', 'node'] },
    files: [join(folder, 'remote-pages.ts')],
  };
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(tsconfig));
  return tsc(['-p', folder, '--pretty', 'false']);
}

/**
 * The problems of a published version's declarations against the shell's use of its page: [] when
 * the shell's gate passes. The other remotes read as pages without props: their own deploys and
 * `npm run typecheck` check them, and a problem here is always the deployed version's.
 * @param {RemoteName} name
 * @param {string} version
 */
export function typeProblems(name, version, env = process.env) {
  const published = join(releasesDir(name, env), version, TYPES_DIR);
  const module = exposedModule(name);
  if (!existsSync(join(published, `${module}.d.ts`)))
    return [
      `${name} ${version} no trae los tipos de lo que expone (${TYPES_DIR}/${module}.d.ts): ` +
        'no se puede comprobar contra el shell. `npm run remote -- publish` los emite; un build ' +
        `publicado con --from debe traer su carpeta ${TYPES_DIR}/.`,
    ];
  // Inside the repository, so that react and @sistema/shared resolve from its node_modules
  // wherever the state folder is (a temporary folder, a Docker volume).
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'deploy-type-gate-'));
  try {
    cpSync(published, join(folder, name), { recursive: true });
    const others = Object.keys(REMOTES).filter((key) => key !== name);
    const { status, output } = checkGate(
      folder,
      Object.fromEntries(others.map((key) => [key, PAGE_WITHOUT_PROPS])),
    );
    if (status === 0) return [];
    // tsc names the copies; a reader wants the version's own files.
    const readable = output
      .split(`${relative(ROOT, join(folder, name))}${sep}`)
      .join(`${published}${sep}`);
    return [
      `Los tipos de ${name} ${version} no pasan la comprobación de tipos del shell ` +
        `(shell/src/remotes/remote-pages.ts):\n${readable}`,
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
