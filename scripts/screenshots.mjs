// npm run screenshots: the README's pictures, taken from the running app so they stay true. Builds
// and starts the system on a new embedded database (which the API fills with its demo records), then
// photographs home, startups and technologies on a desktop (1366x768) and a phone (390x844), light
// and dark, into docs/screenshots/, and stops everything.
//   --no-build   use the existing builds
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_LIVE_SELECTOR } from './lib/app-live.mjs';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';
import { systemPorts } from './lib/ports.mjs';
import { exitOnSignals, onCleanup, startProcess, stopAll } from './lib/processes.mjs';
import {
  API_URL,
  apiAndApps,
  APP_READINESS_URLS,
  buildAll,
  exitIfPortsTaken,
  ROOT,
  SHELL_URL,
} from './lib/system.mjs';
import { waitForUrls } from './lib/wait.mjs';

const OUT_DIR = join(ROOT, 'docs', 'screenshots');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'startups', path: '/startups' },
  { name: 'technologies', path: '/technologies' },
];
// The viewport only, at one device pixel per CSS pixel: what a visitor sees first, in small files.
const DEVICES = {
  desktop: { viewport: { width: 1366, height: 768 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const THEMES = /** @type {const} */ (['light', 'dark']);

// Playwright belongs to the end-to-end workspace; the browser is the system's Chromium.
/** @type {typeof import('@playwright/test')} */
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {keyof typeof DEVICES} device
 * @param {(typeof THEMES)[number]} theme
 */
async function photograph(browser, device, theme) {
  const context = await browser.newContext({ ...DEVICES[device], deviceScaleFactor: 1 });
  await context.addInitScript({
    content: `localStorage.setItem('theme', ${JSON.stringify(theme)});`,
  });
  const page = await context.newPage();
  for (const { name, path } of PAGES) {
    await page.goto(`${SHELL_URL}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The prerendered page paints before its code runs: the picture waits until React has it.
    await page.locator(APP_LIVE_SELECTOR).waitFor({ state: 'attached' });
    // The remote's page has loaded its list: no spinner left.
    await page.locator('.spinner').waitFor({ state: 'detached' });
    const file = join(OUT_DIR, `${name}-${device}-${theme}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(`  ${file.slice(ROOT.length + 1)}`);
  }
  await context.close();
}

const executablePath = findChromium();
if (!executablePath) {
  console.error(
    '✖ No se encontró Chromium: instálalo (apt-get install chromium) o usa CHROMIUM_PATH.',
  );
  process.exit(1);
}

await exitIfPortsTaken(systemPorts());
if (!process.argv.includes('--no-build')) buildAll();

// A new database each run, so the pictures show the demo records and nothing else.
const dataDir = mkdtempSync(join(tmpdir(), 'sistema-screenshots-'));
onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
});
exitOnSignals(1);

let exitCode = 0;
try {
  const system = apiAndApps(['dist/server.js'], () => ['preview']).map((spec) =>
    startProcess(spec.name, spec.command, spec.args, { cwd: spec.cwd, env: spec.env }),
  );
  await waitForUrls([`${API_URL}/v1/api/health`, ...APP_READINESS_URLS], 120_000, {
    died: Promise.race(system.map((handle) => handle.exited)),
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    console.log('\n▶ Capturas:');
    for (const device of /** @type {(keyof typeof DEVICES)[]} */ (Object.keys(DEVICES))) {
      for (const theme of THEMES) await photograph(browser, device, theme);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n✔ Capturas en ${OUT_DIR.slice(ROOT.length + 1)}/`);
} catch (error) {
  console.error(`\n✖ Las capturas fallaron: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await stopAll();
process.exit(exitCode);
