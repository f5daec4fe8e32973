// npm start: builds everything, then serves the API and the apps in production mode (vite
// preview), each on its own port, through scripts/lib/run-system.mjs (README.md describes it).
//   --no-build   serve the existing builds (the end-to-end harness builds once, then uses this)
// Environment: APPS_DIST_ROOT   serve builds made elsewhere: a folder holding shell/ and each
//                               remote's folder; the apps are not built then
import { join, resolve } from 'node:path';
import { systemPorts } from './lib/ports.mjs';
import { exitIfProcessesCannotBeStopped, runSystem } from './lib/run-system.mjs';
import { prepareRemoteDeploys } from './remote/start.mjs';
import {
  API_URL,
  apiAndApps,
  APP_READINESS_URLS,
  buildAll,
  exitIfPortsTaken,
  SHELL_URL,
} from './lib/system.mjs';

const distRoot = process.env.APPS_DIST_ROOT ? resolve(process.env.APPS_DIST_ROOT) : null;

/** @param {string} app */
const previewArgs = (app) => ['preview', ...(distRoot ? ['--outDir', join(distRoot, app)] : [])];

exitIfProcessesCannotBeStopped();
await exitIfPortsTaken(systemPorts());
if (!process.argv.includes('--no-build')) {
  buildAll({ apps: !distRoot });
  await exitIfPortsTaken(systemPorts());
}
prepareRemoteDeploys();

runSystem(apiAndApps(['dist/server.js'], previewArgs), {
  urls: [`${API_URL}/v1/api/health`, ...APP_READINESS_URLS],
  onReady: () => console.log(`\n✔ Sistema listo en ${SHELL_URL}\n`),
});
