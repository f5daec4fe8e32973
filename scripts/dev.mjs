// npm run dev: the API and the three apps with hot reload. Remote edits reach the shell through the
// federation plugin's remoteHmr; the API restarts on edits (tsx watch) and after a crash.
import { join } from 'node:path';
import { PORTS, systemPorts } from './lib/ports.mjs';
import { supervise } from './lib/processes.mjs';
import { API_URL, exitIfPortsTaken, ROOT, SHELL_URL, startApiAndApps } from './lib/system.mjs';

await exitIfPortsTaken(systemPorts());

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const { api, system } = startApiAndApps(
  [tsx, 'watch', 'src/server.ts'],
  ['--clearScreen', 'false'],
);
await supervise(system, {
  urls: [
    `${API_URL}/v1/api/health`,
    `${SHELL_URL}/`,
    `http://localhost:${PORTS.startups}/`,
    `http://localhost:${PORTS.technologies}/`,
  ],
  restartWhenReady: [api],
  onReady: () => console.log(`\nModo desarrollo: abre ${SHELL_URL}\n`),
});
