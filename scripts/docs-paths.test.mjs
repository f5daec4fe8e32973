// README.md and docs/ name only paths that exist: relative links, and back-quoted repository paths
// (a word of a `code span` whose first folder is one at the repository's root, or a package's
// `src/`, `build/` or `test/`). Paths with a glob or a placeholder (`*`, `<remote>`, `{a,b}`, `…`)
// and generated ones (ignored by git: dist/, .run/…) are not checked.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/system.mjs';

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

const tracked = git(['ls-files', '-z']).split('\0').filter(Boolean);
/** Every tracked file and every folder above one. */
const existing = new Set(
  tracked.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
);
const roots = new Set(
  tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]),
);
const documents = tracked.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));

const PACKAGE_FOLDERS = new Set(['src', 'build', 'test']);
const PLACEHOLDER = /[*<>{}…$]|\.\.\./;

/** @param {string} path  relative to the repository */
function exists(path) {
  const clean = path.replace(/\/$/, '');
  if (existing.has(clean)) return true;
  // Generated files (builds, run folders) are named in the docs but never tracked.
  try {
    // A child path too: git only knows a folder pattern (`api/.data/`) matches a folder.
    git(['check-ignore', '--no-index', clean, `${clean}/-`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The paths a Markdown document names, each relative to the repository.
 * @param {string} document
 */
function namedPaths(document) {
  const text = readFileSync(join(ROOT, document), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const here = dirname(document);
  const paths = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z]+:|^#/.test(target)) continue;
    const path = decodeURIComponent(target.split('#')[0] ?? '');
    if (!PLACEHOLDER.test(path)) paths.push(relative(ROOT, normalize(join(ROOT, here, path))));
  }
  for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of span.split(/\s+/)) {
      const path = word.replace(/^["'(]+|[)"',;:.]+$/g, '').replace(/:\d+$/, '');
      if (!/^[\w.@-]+\/[\w./@-]*$/.test(path) || PLACEHOLDER.test(path)) continue;
      const first = path.split('/')[0] ?? '';
      if (roots.has(first)) paths.push(path);
      // A package's own folders (`src/theme/`), named in a table row of that package: some
      // package must have it.
      else if (PACKAGE_FOLDERS.has(first)) {
        const inPackage = [...roots].map((root) => `${root}/${path}`);
        paths.push(inPackage.find((candidate) => exists(candidate)) ?? path);
      }
    }
  }
  return paths;
}

describe('the paths README.md and docs/ name', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    expect(namedPaths(document).filter((path) => !exists(path))).toEqual([]);
  });
});
