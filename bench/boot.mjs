// node bench/boot.mjs [--loads=100] [--pages=/,/startups] [--cpu=1,4,8] [--servers=preview,nginx]
// Does the shell's prerendered page always come alive? Cold loads, one after another, of the apps'
// current builds (npm run build first) under vite preview and nginx, on the phone and desktop
// presets with several CPU slowdowns, each waiting for React to take over the page (the header's
// menu button enabled). Counts the loads that never did, or that showed the page's "could not
// start" message, and keeps each one's trace, console and network log under bench/results/failures.
// Not part of `npm run bench`: a hunt for a rare failure, not a figure.
import { join } from 'node:path';
import { APP_LIVE_SELECTOR } from '../scripts/lib/app-live.mjs';
import { findNginx } from '../scripts/lib/nginx.mjs';
import { exitOnSignals, onCleanup, stopAll } from '../scripts/lib/processes.mjs';
import { copyFederatedBuilds } from './frontend/build.mjs';
import { ensureApiBuilt, startPgliteApi } from './lib/api-server.mjs';
import { launchBrowser, PRESETS } from './lib/browser.mjs';
import { nginxSystem, startPreviewSites } from './lib/front-end-servers.mjs';
import { RESULTS_DIR, scratchDir } from './lib/paths.mjs';
import { PORTS } from './lib/ports.mjs';
import { percentile } from './lib/stats.mjs';
import { failedRounds, recordedRound, recording, waitForPage } from './lib/round.mjs';

const option = (/** @type {string} */ name, /** @type {string} */ fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const loads = Number(option('loads', '100'));
const pages = option('pages', '/').split(',');
const slowdowns = option('cpu', '1,4,8').split(',').map(Number);
const wanted = option('servers', 'preview,nginx').split(',');
// Far above a healthy load's few seconds, even on the slowest preset here.
const LIVE_TIMEOUT_MS = 45_000;
const url = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;

async function main() {
  recording.failuresDir = RESULTS_DIR;
  // A hunt, not a figure: each load traced, whatever it costs.
  recording.tracing = true;
  ensureApiBuilt();
  const dir = scratchDir();
  const federated = copyFederatedBuilds(join(dir, 'federated'));
  const api = await startPgliteApi({
    name: 'api-boot',
    port: PORTS.apiSmall,
    dataDir: join(dir, 'api'),
    rows: { startups: 100, technologies: 20 },
  });
  onCleanup(() => api.stop());
  /** @type {Record<string, string>} */
  const origins = {};
  if (wanted.includes('preview')) {
    const servers = await startPreviewSites({
      federated,
      single: null,
      ports: PORTS,
      apiUrl: api.url,
    });
    servers.forEach((server) => onCleanup(() => server.stop()));
    origins.preview = url(PORTS.shell);
  }
  if (wanted.includes('nginx') && findNginx()) {
    const ports = {
      shell: PORTS.nginxShell,
      startups: PORTS.nginxStartups,
      technologies: PORTS.nginxTechnologies,
    };
    const server = await nginxSystem('nginx-boot', {
      appsRoot: join(federated.shell, '..'),
      runDir: join(dir, 'nginx'),
      ports,
      apiUrl: api.url,
    });
    onCleanup(() => server.stop());
    origins.nginx = url(ports.shell);
  }
  const browser = await launchBrowser();
  onCleanup(() => browser.close());
  /** @type {number[]} */
  const liveTimes = [];
  let dead = 0;
  let reloaded = 0;
  /** @type {number[]} */
  const afterLoadTimes = [];
  for (let load = 0; load < loads; load += 1) {
    for (const [server, origin] of Object.entries(origins)) {
      const presetName = load % 2 ? 'phone' : 'desktop';
      const cpu = slowdowns[Math.floor(load / pages.length) % slowdowns.length] ?? 1;
      const path = pages[load % pages.length] ?? '/';
      const round = `boot ${load + 1}, ${server}, ${presetName}, CPU ×${cpu}, ${path}`;
      try {
        const {
          ms,
          loads: documents,
          afterLoad,
        } = await recordedRound(browser, PRESETS[presetName], round, async ({ page, cdp }) => {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          // A page whose start-up fails reloads itself once (shell/build/first-paint.ts).
          let count = 0;
          page.on('domcontentloaded', () => {
            count += 1;
          });
          const started = Date.now();
          await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: LIVE_TIMEOUT_MS });
          await waitForPage(page, APP_LIVE_SELECTOR, {
            state: 'attached',
            timeout: LIVE_TIMEOUT_MS,
          });
          // From the load event to React in charge: what the page's deadline waits for.
          const afterLoad = await page.evaluate(() => {
            const [entry] = performance.getEntriesByType('navigation');
            const loaded = /** @type {PerformanceNavigationTiming | undefined} */ (entry)
              ?.loadEventEnd;
            return loaded ? Math.round(performance.now() - loaded) : null;
          });
          return { ms: Date.now() - started, loads: count, afterLoad };
        });
        liveTimes.push(ms);
        if (afterLoad !== null) afterLoadTimes.push(afterLoad);
        if (documents > 1) reloaded += 1;
        const again = documents > 1 ? ', after reloading itself' : '';
        console.log(`  ${round}: alive in ${ms} ms (${afterLoad ?? '–'} ms after load)${again}`);
      } catch (error) {
        dead += 1;
        console.log(`  ✖ ${error instanceof Error ? error.message : error}`);
      }
    }
  }
  liveTimes.sort((a, b) => a - b);
  console.log(
    `\n${liveTimes.length + dead} loads: ${dead} never came alive, ${reloaded} after reloading ` +
      `themselves. Alive after: median ${percentile(liveTimes, 0.5)} ms, ` +
      `p95 ${percentile(liveTimes, 0.95)} ms, slowest ${liveTimes.at(-1)} ms.`,
  );
  console.log(
    `From the load event: slowest ${Math.max(...afterLoadTimes)} ms ` +
      `(${afterLoadTimes.length - afterLoadTimes.filter((t) => t <= 0).length} of ${afterLoadTimes.length} after it).`,
  );
  for (const failed of failedRounds) console.log(`  ${failed.round}: ${failed.records}`);
  if (dead) process.exitCode = 1;
}

exitOnSignals(130, 'se detiene todo lo que inició…');
try {
  await main();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
