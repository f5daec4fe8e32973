// npm test's check of `npm run new-resource`: in a temporary copy of this checkout, generate a
// section as a new team would (a masculine noun, to catch feminine-only texts), then type-check
// and lint the result (the generator formats what it writes), build everything and drive the new section in Chromium with the
// end-to-end test the generator wrote. The checkout itself is never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath, ROOT } from '../lib/system.mjs';

const KEY = 'investors';
const ARGS = [KEY, '--singular', 'inversionista', '--plural', 'inversionistas', '--gender', 'm'];
/** Ports of its own, so it never meets a system another check left running. */
const PORTS = {
  API_PORT: '6391',
  SHELL_PORT: '6392',
  STARTUPS_PORT: '6393',
  TECHNOLOGIES_PORT: '6394',
  INVESTORS_PORT: '6395',
};

/**
 * The checkout's files (tracked, and new ones git does not ignore), and its installed packages as
 * hard links: a copy in seconds that npm can still add to (it writes new files, never in place).
 * @param {string} to
 */
function copyCheckout(to) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) cpSync(join(ROOT, file), join(to, file));
  const installed = [
    'node_modules',
    ...readdirSync(ROOT).map((dir) => join(dir, 'node_modules')),
  ].filter((dir) => existsSync(join(ROOT, dir)));
  for (const dir of installed) execFileSync('cp', ['-al', join(ROOT, dir), join(to, dir)]);
  // npm's record of the tree, and tsc's incremental state: rewritten by the copy's own runs.
  rmSync(join(to, 'node_modules', '.package-lock.json'), { force: true });
  rmSync(join(to, 'node_modules', '.cache'), { recursive: true, force: true });
}

/**
 * @param {string} title
 * @param {string} cwd
 * @param {string[]} args  node's arguments
 * @param {NodeJS.ProcessEnv} [env]
 */
function step(title, cwd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  execFileSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

const copy = mkdtempSync(join(tmpdir(), 'sistema-new-resource-'));
try {
  copyCheckout(copy);
  const cli = 'scripts/new-resource/cli.mjs';
  step(`npm run new-resource -- ${ARGS.join(' ')}`, copy, [cli, ...ARGS]);
  step('Tipos (tsc -b)', copy, [join(copy, 'scripts', 'typecheck.mjs')]);
  const generated = [`${KEY}-mfe`, 'shared/src/contract/resources', `e2e/tests/${KEY}.spec.ts`];
  const eslint = binPath('eslint', 'bin/eslint.js', copy);
  step('Lint y formato de lo generado', copy, [eslint, '--max-warnings', '0', ...generated]);
  const playwright = binPath('@playwright/test', 'cli.js', join(copy, 'e2e'));
  step(
    'La sección nueva en Chromium',
    copy,
    [playwright, 'test', '--config', 'e2e/playwright.config.ts', `tests/${KEY}.spec.ts`],
    PORTS,
  );
  console.log(
    `\n✔ npm run new-resource: la sección «${KEY}» se genera, compila y funciona en Chromium.`,
  );
} finally {
  rmSync(copy, { recursive: true, force: true });
}
