import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { PORTS } from '../scripts/lib/ports.mjs';

// The harness builds and starts the whole system itself (API on a fresh embedded database, the
// three apps in production mode), runs the tests, and stops it. E2E_SERVER=nginx serves the same
// builds through nginx instead of vite preview; E2E_SKIP_BUILD=1 reuses existing builds.
// E2E_SHELL_URL: a deployment that is already up (docker compose); nothing is started, and only the
// specs that can run against any deployment (production-serving) are meant to be run then.
const root = join(import.meta.dirname, '..');
const server = process.env.E2E_SERVER === 'nginx' ? 'start-nginx.mjs' : 'start.mjs';
const buildFlag = process.env.E2E_SKIP_BUILD === '1' ? ' --no-build' : '';
// A fresh, empty embedded database per run (in the OS temp folder, cleaned by the OS).
const dataDir = join(tmpdir(), `sistema-e2e-${Date.now()}`);
// The published remote versions and their deploy history (`npm run remote`), fresh per run too: set
// here, before the workers start, so the servers and the tests' commands share the same folder.
process.env.REMOTES_STATE_DIR ??= join(tmpdir(), `sistema-e2e-remotes-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  outputDir: join(root, '.run', 'e2e-results'),
  // One shared system and database: the tests run one at a time, in a stable order.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to add up the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.shell}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: process.env.E2E_SHELL_URL
    ? undefined
    : {
        command: `node scripts/${server}${buildFlag}`,
        cwd: root,
        wait: { stdout: /Sistema listo en/ },
        timeout: 300_000,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
      },
});
