import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../../scripts/lib/ports.mjs';

// Pointing at or focusing a link to a section starts fetching that remote's entry;
// the home page alone fetches nothing of a remote (federation.spec.ts checks that on load too).

const ORIGINS = {
  startups: `http://localhost:${PORTS.startups.toString()}`,
  technologies: `http://localhost:${PORTS.technologies.toString()}`,
};

function remoteRequests(page: Page) {
  const seen = { startups: [] as string[], technologies: [] as string[] };
  page.on('request', (request) => {
    for (const name of ['startups', 'technologies'] as const) {
      if (request.url().startsWith(`${ORIGINS[name]}/`)) seen[name].push(request.url());
    }
  });
  return seen;
}

test('hovering or focusing a section link fetches only that remote’s entry', async ({ page }) => {
  const seen = remoteRequests(page);
  const config = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: Record<'startups' | 'technologies', string>;
  };
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual({ startups: [], technologies: [] });

  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'Startups' }).hover();
  await expect.poll(() => seen.startups).toContain(config.remotes.startups);
  expect(seen.technologies).toEqual([]);

  await page.getByRole('link', { name: 'Ir a Tecnologías' }).focus();
  await expect.poll(() => seen.technologies).toContain(config.remotes.technologies);
  // Only the entry: its code runs (and its chunks load) when the section opens.
  expect(seen.technologies).toEqual([config.remotes.technologies]);

  // The section then opens on the entry already fetched: not requested a second time.
  await page.getByRole('link', { name: 'Ir a Tecnologías' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestión de Tecnologías' }),
  ).toBeVisible();
  expect(seen.technologies.filter((url) => url === config.remotes.technologies)).toHaveLength(1);
});
