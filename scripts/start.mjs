// npm start: builds everything, then serves the API and the three apps in production mode
// (vite preview), each on its own port, the way they are deployed: separately. The API is restarted
// if it crashes (the apps stay up meanwhile); Ctrl+C or SIGTERM stops everything.
//   --no-build   serve the existing builds (the end-to-end harness builds once, then uses this)
import { systemPorts } from './lib/ports.mjs';
import { supervise } from './lib/processes.mjs';
import {
  API_URL,
  APP_READINESS_URLS,
  buildAll,
  exitIfPortsTaken,
  SHELL_URL,
  startApiAndApps,
} from './lib/system.mjs';

await exitIfPortsTaken(systemPorts());
if (!process.argv.includes('--no-build')) {
  buildAll();
  await exitIfPortsTaken(systemPorts());
}

const { api, system } = startApiAndApps(['dist/server.js'], ['preview']);
await supervise(system, {
  urls: [`${API_URL}/v1/api/health`, ...APP_READINESS_URLS],
  restartWhenReady: [api],
  onReady: () => console.log(`\n✔ Sistema listo en ${SHELL_URL}\n`),
});
