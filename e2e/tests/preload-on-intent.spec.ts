import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../../scripts/lib/ports.mjs';

// What the home page fetches of the remotes, and when: nothing before its load event; once the
// browser is idle after it, each section's page (manifest, entry, page chunks: no copy of a shared
// library, no data); nothing of the kind when the visitor asked to save data, where pointing at or
// focusing a link still fetches that section's page. On a section, the other sections' pages are
// downloaded the same way once idle, and not run until their link is followed.

type Remote = 'startups' | 'technologies';
const REMOTES = ['startups', 'technologies'] as const;
const ORIGINS: Record<Remote, string> = {
  startups: `http://localhost:${PORTS.startups.toString()}`,
  technologies: `http://localhost:${PORTS.technologies.toString()}`,
};

function remoteRequests(page: Page) {
  const seen: Record<Remote, string[]> = { startups: [], technologies: [] };
  page.on('request', (request) => {
    for (const name of REMOTES) {
      if (request.url().startsWith(`${ORIGINS[name]}/`)) seen[name].push(request.url());
    }
  });
  return seen;
}

/** What warming a remote's page fetches: its manifest, its entry and its page's chunks. */
async function warmFiles(page: Page): Promise<Record<Remote, string[]>> {
  const config = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: Record<Remote, string>;
  };
  const files = { startups: [] as string[], technologies: [] as string[] };
  for (const name of REMOTES) {
    const manifestUrl = new URL('mf-manifest.json', config.remotes[name]).href;
    const manifest = (await (await page.request.get(manifestUrl)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunks = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
    files[name] = [
      manifestUrl,
      config.remotes[name],
      ...chunks.map((chunk) => new URL(chunk, config.remotes[name]).href),
    ].sort();
  }
  return files;
}

const saveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });

test('after its load event, once idle, the home page fetches each section’s page, and nothing before', async ({
  page,
}) => {
  const expected = await warmFiles(page);
  const seen = remoteRequests(page);
  await page.goto('/', { waitUntil: 'load' });
  // Every remote file the page asked for started after the load event.
  const startedBeforeLoad = await page.evaluate((origins) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => origins.some((origin) => entry.name.startsWith(origin)))
      .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0))
      .map((entry) => entry.name);
  }, Object.values(ORIGINS));
  expect(startedBeforeLoad).toEqual([]);

  // Five requests one after another: slow on a busy machine.
  await expect
    .poll(() => [...seen.startups].sort(), { timeout: 30_000 })
    .toEqual(expected.startups);
  await expect
    .poll(() => [...seen.technologies].sort(), { timeout: 30_000 })
    .toEqual(expected.technologies);
  await page.waitForLoadState('networkidle');
  expect([...seen.startups].sort()).toEqual(expected.startups);
  expect([...seen.technologies].sort()).toEqual(expected.technologies);

  // The section then opens on what was fetched: none of it requested a second time.
  await page.getByRole('link', { name: 'Ir a Tecnologías' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' }),
  ).toBeVisible();
  expect(new Set(seen.technologies).size).toBe(seen.technologies.length);
});

test('on a section, once idle after its load event, the other section’s page is downloaded; opening it downloads nothing again', async ({
  page,
}) => {
  const expected = await warmFiles(page);
  const seen = remoteRequests(page);
  await page.goto('/startups', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Startups' })).toBeVisible();
  await expect
    .poll(() => [...seen.technologies].sort(), { timeout: 30_000 })
    .toEqual(expected.technologies);

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Tecnologías' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' }),
  ).toBeVisible();
  expect([...seen.technologies].sort()).toEqual(expected.technologies);
});

test('with Save-Data the home page fetches nothing of a remote after load', async ({ page }) => {
  await saveData(page);
  const seen = remoteRequests(page);
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Longer than an idle page takes to call back: its warm-up would have started by now.
  await page.waitForTimeout(1_500);
  expect(seen).toEqual({ startups: [], technologies: [] });
});

test('hovering or focusing a section link fetches only that section’s page', async ({ page }) => {
  // With Save-Data, so that the idle warm-up stays out of the way.
  await saveData(page);
  const expected = await warmFiles(page);
  const seen = remoteRequests(page);
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual({ startups: [], technologies: [] });

  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'Startups' }).hover();
  await expect.poll(() => [...seen.startups].sort()).toEqual(expected.startups);
  expect(seen.technologies).toEqual([]);

  await page.getByRole('link', { name: 'Ir a Tecnologías' }).focus();
  await expect.poll(() => [...seen.technologies].sort()).toEqual(expected.technologies);

  // The section then opens on the page already fetched: none of it requested a second time.
  await page.getByRole('link', { name: 'Ir a Tecnologías' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' }),
  ).toBeVisible();
  expect(new Set(seen.technologies).size).toBe(seen.technologies.length);
});
