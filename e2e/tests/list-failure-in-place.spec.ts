import { expect, test } from '@playwright/test';

// A list that cannot load says why where the list would be (not only in a banner
// the user can close), in Spanish, and comes back by itself once the API answers again.

const UNREACHABLE =
  'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.';
const OFFLINE = 'Sin conexión a internet. Revisa tu conexión e inténtalo de nuevo.';

test('the list area shows the reason and Reintentar, and the list returns by itself', async ({
  page,
}) => {
  const name = `E2E En su sitio ${Date.now().toString(36)}`;
  const created = await page.request.post('/v1/api/technologies/create', {
    data: { name, sector: 'Energy', description: null, adoptionLevel: 'growing' },
  });
  expect(created.status()).toBe(201);

  // The API stops answering: every list request fails at the network level.
  let apiAnswers = false;
  await page.route('**/v1/api/technologies/read**', (route) =>
    apiAnswers ? route.fallback() : route.abort('connectionrefused'),
  );
  await page.goto('/technologies');
  const area = page.locator('.list-results');
  await expect(area.getByText(UNREACHABLE)).toBeVisible();
  await expect(area.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
  await expect(page.getByText(/Network Error/)).toHaveCount(0);

  // Closing the banner leaves the reason in place.
  await page.getByRole('button', { name: 'Cerrar mensaje' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(area.getByText(UNREACHABLE)).toBeVisible();

  // The API answers again: no click, no reload, the list comes back.
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  apiAnswers = true;
  await expect(page.getByRole('article', { name })).toBeVisible({ timeout: 20_000 });
  await expect(area.getByText(UNREACHABLE)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('offline, the list says so in Spanish and loads again when the connection returns', async ({
  page,
  context,
}) => {
  const name = `E2E Sin red ${Date.now().toString(36)}`;
  const created = await page.request.post('/v1/api/startups/create', {
    data: { name, foundedAt: '2019-05-02', location: 'Quito, Ecuador', category: 'IoT' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/startups');
  await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();

  await context.setOffline(true);
  // A search needs the server: it fails at once, offline.
  await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill(name);
  const area = page.locator('.list-results');
  await expect(area.getByText(OFFLINE)).toBeVisible();
  await expect(area.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByText(/Network Error/)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
  await expect(area.getByText(OFFLINE)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating banner never hides Reintentar: it comes into view above it', async ({
    page,
  }) => {
    await page.route('**/v1/api/startups/read**', (route) => route.abort('connectionrefused'));
    await page.goto('/startups');
    const banner = page.getByRole('alert');
    const retry = page.locator('.list-results').getByRole('button', { name: 'Reintentar' });
    await expect(banner).toContainText(UNREACHABLE);
    await expect(retry).toBeVisible();
    const overlap = async () => {
      const [button, alert] = await Promise.all([retry.boundingBox(), banner.boundingBox()]);
      if (!button || !alert) throw new Error('both are on screen');
      return button.y + button.height > alert.y;
    };

    // At 844 px the failure lands at the fold, under the banner: it comes into view above it by
    // itself, nothing touched.
    await expect.poll(overlap).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

    // Reached with the keyboard from the top, it scrolls clear of the banner (scroll-padding).
    await page.evaluate(() => scrollTo(0, 0));
    await retry.focus();
    expect(await overlap()).toBe(false);
    // Scrolled to the very end, the page has room left below its footer for the banner.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const alert = await banner.boundingBox();
    expect(footer && alert && footer.y + footer.height <= alert.y + 1).toBe(true);
  });
});
