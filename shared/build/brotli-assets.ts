// Each hashed script and stylesheet of a build, also compressed with brotli beside it (`x.js.br`),
// for nginx to send a browser that accepts it (deploy/nginx/templates/shell.conf.template): every
// current browser does, over https and on localhost. Brotli at its highest quality takes a second
// or so per build, once, where nginx compresses on every answer; the first load of /startups is
// about 13 % smaller than with nginx's gzip. Not part of the runtime package.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** What nginx serves from its brotli copy: the build's content-hashed scripts and stylesheets. */
const BROTLI_ASSET = /^assets\/[^/]+\.(?:js|css)$/;

/** `body` at brotli's highest quality. */
function brotli(body: Buffer): Promise<Buffer> {
  return compress(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Writes the copies once every plugin has written its files. */
export function brotliAssets(): Plugin {
  let files: string[] = [];
  return {
    name: 'sistema:brotli-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      files = Object.keys(bundle)
        .filter((fileName) => BROTLI_ASSET.test(fileName))
        .map((fileName) => join(outDir, fileName));
    },
    // Once every plugin has written its files: the federation plugin rewrites some after writing.
    closeBundle: {
      order: 'post',
      async handler() {
        await Promise.all(
          files.map(async (file) => writeFile(`${file}.br`, await brotli(await readFile(file)))),
        );
      },
    },
  };
}
