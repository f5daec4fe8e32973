// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { themeInitScript } from '../src/theme/theme-defaults.ts';
import { sharedPublicFiles } from './vite-common.ts';

/** The files the plugin emits into an app's build, by name. */
function emittedFiles(): Map<string, string> {
  const emitted = new Map<string, string>();
  const generateBundle = sharedPublicFiles().generateBundle as (this: unknown) => void;
  generateBundle.call({
    emitFile: ({ fileName, source }: { fileName: string; source: string | Uint8Array }) =>
      emitted.set(fileName, String(source)),
  });
  return emitted;
}

describe('the files every app serves at its root', () => {
  it('emits theme-init.js written from the theme constants, and the favicon', () => {
    const files = emittedFiles();
    expect(files.get('theme-init.js')).toBe(themeInitScript());
    expect(files.get('favicon.svg')).toContain('<svg');
  });

  it('emits a robots.txt that lets crawlers read every page', () => {
    const robots = emittedFiles().get('robots.txt') ?? '';
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });
});
