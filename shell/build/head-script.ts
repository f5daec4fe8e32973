import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { minifyScript } from './minify-script.ts';

/**
 * Emits a browser script (a classic script, not a module) at the site root under `fileName` and
 * loads it asynchronously from the end of <head>, minified (the source keeps its comments).
 * Production builds only.
 */
export function headScript(fileName: string, source: URL): Plugin {
  return {
    name: 'sistema:head-script',
    apply: 'build',
    generateBundle() {
      const code = minifyScript(fileName, readFileSync(source, 'utf8'), false);
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' },
    ],
  };
}
