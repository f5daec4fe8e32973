// npm start: builds everything, then serves the API and the three apps in production mode
// (vite preview), each on its own port, the way they are deployed: separately.
//   --no-build   serve the existing builds (the end-to-end harness builds once, then uses this)
import { join } from 'node:path';
import {
  buildAll,
  FRONT_END_APPS,
  readinessUrls,
  ROOT,
  SHELL_URL,
  viteBin,
  waitForUrls,
} from './lib/system.mjs';
import { runTogether } from './lib/run-together.mjs';

if (!process.argv.includes('--no-build')) buildAll();

const system = runTogether([
  { name: 'api', command: `"${process.execPath}" dist/server.js`, cwd: join(ROOT, 'api') },
  ...FRONT_END_APPS.map((app) => ({
    name: app,
    command: `"${process.execPath}" "${viteBin(app)}" preview`,
    cwd: join(ROOT, app),
  })),
]);

waitForUrls(readinessUrls(), 120_000).then(
  () => console.log(`\n✔ Sistema listo en ${SHELL_URL}\n`),
  (error) => {
    console.error(`\n✖ El sistema no arrancó: ${error.message}`);
    system.stop();
  },
);

process.exitCode = await system.done;
