import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';

// The docker compose scenarios (independent deploy, API down, database restart and volume, scale),
// run by `npm run test:compose` (scripts/compose/test.mjs) against the composition it started on
// http://localhost:8080. Nothing is started here; the tests drive the containers with docker.
export default defineConfig({
  testDir: '.',
  outputDir: join(import.meta.dirname, '..', '..', '.run', 'compose-results'),
  // One composition: the scenarios run one at a time, in order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Rebuilding a remote's image is part of a test.
  timeout: 10 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_SHELL_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
