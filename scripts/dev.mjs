// npm run dev: the API and the three apps with hot reload. Remote edits reach the shell through the
// federation plugin's remoteHmr.
import { join } from 'node:path';
import { FRONT_END_APPS, ROOT, SHELL_URL, viteBin } from './lib/system.mjs';
import { runTogether } from './lib/run-together.mjs';

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const system = runTogether([
  {
    name: 'api',
    command: `"${process.execPath}" "${tsx}" watch src/server.ts`,
    cwd: join(ROOT, 'api'),
  },
  ...FRONT_END_APPS.map((app) => ({
    name: app,
    // --clearScreen false keeps the other processes' output on screen. It also keeps the command
    // from ending in a quote: concurrently strips a command's surrounding quotes, which fused
    // node's and vite's paths into one word.
    command: `"${process.execPath}" "${viteBin(app)}" --clearScreen false`,
    cwd: join(ROOT, app),
  })),
]);
console.log(`\nModo desarrollo: abre ${SHELL_URL}\n`);
process.exitCode = await system.done;
