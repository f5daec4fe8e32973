// Production build: our code and @sistema/shared/contract (TypeScript, which Node 20 cannot import)
// bundled into dist/server.js; every npm dependency stays external and is loaded from node_modules,
// so zod is one copy shared by the contract and the type provider, and PGlite finds its WASM files.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const here = (path) => new URL(path, import.meta.url);
const { dependencies } = JSON.parse(await readFile(here('./package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@sistema/'));

await rm(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
// Read at start-up beside the bundle (src/db/migrate.ts resolves them from its own URL).
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
