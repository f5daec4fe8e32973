// npm run dev: the API and the apps with hot reload, run by concurrently
// (scripts/lib/run-system.mjs). Remote edits reach the shell through the federation plugin's
// remoteHmr; the API restarts on edits (tsx watch, which after a crash waits for the next edit).
import { join } from 'node:path';
import { systemPorts } from './lib/ports.mjs';
import { REMOTE_KEYS } from './lib/registry.mjs';
import { exitIfProcessesCannotBeStopped, runSystem } from './lib/run-system.mjs';
import {
  API_URL,
  apiAndApps,
  exitIfPortsTaken,
  localRemoteOrigin,
  ROOT,
  SHELL_URL,
} from './lib/system.mjs';

exitIfProcessesCannotBeStopped();
await exitIfPortsTaken(systemPorts());

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
runSystem(
  apiAndApps([tsx, 'watch', 'src/server.ts'], () => ['--clearScreen', 'false']),
  {
    urls: [
      `${API_URL}/v1/api/health`,
      `${SHELL_URL}/`,
      ...REMOTE_KEYS.map((key) => `${localRemoteOrigin(key)}/`),
    ],
    onReady: () => console.log(`\nModo desarrollo: abre ${SHELL_URL}\n`),
  },
);
