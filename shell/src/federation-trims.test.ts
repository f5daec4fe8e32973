// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { dropPendingShares } from '../build/federation-trims.ts';
import { mergeSharedChunks } from '../build/merge-shared-chunks.ts';
import { minifyScript } from '../build/minify-script.ts';

const PENDING = 'assets/pendingShares-abc.js';
const preload = `<link rel="modulepreload" crossorigin href="/${PENDING}">`;
const bootstrapSource = (chunk: string) =>
  `const p = await __mfImport("./${chunk}").catch(() => undefined);`;

/** A bundle as the shell's build leaves it: the chunk, the bootstrap importing it, a page. */
function bundleWith(bootstrap: string) {
  const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
  return {
    [PENDING]: { type: 'chunk', fileName: PENDING, code: 'export async function p() {}' },
    'assets/mf-entry-bootstrap-0-1.js': asset('assets/mf-entry-bootstrap-0-1.js', bootstrap),
    'index.html': asset('index.html', `<head>${preload}</head>`),
  } as unknown as Rolldown.OutputBundle;
}
const sourceOf = (bundle: Rolldown.OutputBundle, name: string) => {
  const file = bundle[name];
  return file?.type === 'asset' ? String(file.source) : '';
};

describe('the empty pendingShares chunk', () => {
  it('leaves the bundle, the bootstrap and the preloads', () => {
    const bundle = bundleWith(bootstrapSource('pendingShares-abc.js'));
    dropPendingShares(bundle, vi.fn());
    expect(bundle[PENDING]).toBeUndefined();
    expect(sourceOf(bundle, 'assets/mf-entry-bootstrap-0-1.js')).toBe('const p = undefined;');
    expect(sourceOf(bundle, 'index.html')).toBe('<head></head>');
  });

  it('is kept, with a warning, when the bootstrap does not import it as expected', () => {
    const bundle = bundleWith('import("./pendingShares-abc.js")');
    const warn = vi.fn();
    dropPendingShares(bundle, warn);
    expect(bundle[PENDING]).toBeDefined();
    expect(sourceOf(bundle, 'index.html')).toContain(preload);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the shared libraries in one chunk', () => {
  it("renames the federation group's loader chunks only", () => {
    const federation = {
      priority: 1e6,
      name: (id: string) =>
        id.includes('lib') ? `x__loadShare__${id}` : id ? 'runtimeInit' : null,
    };
    const other = { name: 'other', priority: 5 };
    const plugin = mergeSharedChunks();
    const hook = (plugin.outputOptions as (output: object) => unknown).bind({ warn: vi.fn() }) as (
      output: object,
    ) => {
      codeSplitting: { groups: { name: (id: string) => string | null }[] };
    };
    const [renamed, kept] = hook({ codeSplitting: { groups: [federation, other] } }).codeSplitting
      .groups;
    expect(renamed?.name('react-lib')).toBe('shared-libs');
    expect(renamed?.name('axios-lib')).toBe('shared-libs');
    expect(renamed?.name('init')).toBe('runtimeInit');
    expect(renamed?.name('')).toBeNull();
    expect(kept).toBe(other);
  });
});

describe('without the federation group', () => {
  it('leaves the output as it is and warns', () => {
    const warn = vi.fn();
    const hook = (mergeSharedChunks().outputOptions as (output: object) => unknown).bind({ warn });
    expect(hook({ codeSplitting: { groups: [{ name: 'other', priority: 5 }] } })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('scripts emitted as assets are minified', () => {
  it("keeps a classic script's globals and drops its comments", () => {
    const code = minifyScript(
      'a.js',
      '// why\nvar shared = 1;\n(function () { var local = shared + 1; window.x = local; })();',
      false,
    );
    expect(code).not.toContain('why');
    expect(code).toContain('shared');
    expect(code).not.toContain('local');
  });

  it('refuses code it cannot parse', () => {
    expect(() => minifyScript('bad.js', 'let = ;', true)).toThrow(/bad\.js/);
  });
});
