import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Emits a browser script (a classic script, not a module) at the site root under `fileName` and
 * loads it asynchronously from the end of <head>. Production builds only.
 */
export function headScript(fileName: string, source: URL): Plugin {
  return {
    name: 'sistema:head-script',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' },
    ],
  };
}
