import { expect, test, type Page } from '@playwright/test';

// Banners that do not move the page, an even filter row, clamped descriptions
// and a counter that warns near 500.

const unique = () => `E2E Visual ${Date.now().toString(36)}`;

/** Records every layout shift from now on, even those right after an input, to add them up. */
async function recordLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
}

test('a success banner appears and leaves without moving the page', async ({ page }) => {
  // The save also closes the dialog and reloads the list (the spinner stands in for the table at
  // the table's height): none of it may move the page either.
  const prefix = unique();
  for (let index = 0; index < 3; index += 1) {
    const response = await page.request.post('/v1/api/startups/create', {
      data: {
        name: `${prefix} ${index}`,
        foundedAt: '2017-07-07',
        location: 'Santiago, Chile',
        category: 'CleanTech',
        fundingAmount: 1000,
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/startups');
  // The newest row comes first: focus goes back to its Editar after the save, with no scrolling.
  const row = page.getByRole('row').filter({ hasText: `${prefix} 2` });
  await expect(row).toBeVisible();
  const filters = page.getByRole('search');
  const top = () => filters.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const before = await top();
  const cls = await recordLayoutShifts(page);

  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Startup' });
  await edit.getByLabel(/Ubicación/).fill('Valparaíso, Chile');
  await edit.getByRole('button', { name: 'Actualizar Startup' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Startup actualizada exitosamente' });
  await expect(banner).toBeVisible();
  await expect(row).toContainText('Valparaíso, Chile');
  expect(await top()).toBe(before);
  await expect(banner).toBeHidden({ timeout: 5_000 });
  expect(await top()).toBe(before);
  expect(await cls()).toBeLessThan(0.005);
});

test('the filter row’s search box, select and button are one height', async ({ page }) => {
  await page.goto('/startups');
  const search = await page.getByRole('searchbox', { name: /Buscar por nombre/ }).boundingBox();
  const select = await page.getByRole('combobox', { name: /Categoría/ }).boundingBox();
  const clear = await page.getByRole('button', { name: 'Limpiar Filtros' }).boundingBox();
  expect(search?.height).toBe(select?.height);
  expect(clear?.height).toBe(select?.height);
  expect(search?.y).toBe(select?.y);
});

test('a long description is clamped, and Ver más opens all of it by keyboard', async ({ page }) => {
  const name = unique();
  const description = `${'Una descripción larga de la tecnología. '.repeat(12)}Fin.`;
  const response = await page.request.post('/v1/api/technologies/create', {
    data: { name, sector: 'Computing', description, adoptionLevel: 'growing' },
  });
  expect(response.status()).toBe(201);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/technologies');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const text = card.getByText(/^Una descripción larga/);
  const clampedHeight = (await text.boundingBox())?.height ?? 0;
  // Four lines of 1.5 × 16 px.
  expect(clampedHeight).toBeLessThanOrEqual(4 * 24 + 1);

  const more = card.getByRole('button', { name: /^Ver más/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  const less = card.getByRole('button', { name: /^Ver menos/ });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(less).toBeFocused();
  expect((await text.boundingBox())?.height ?? 0).toBeGreaterThan(clampedHeight + 20);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: /^Ver más/ })).toBeVisible();

  // A short description shows whole, with no toggle.
  const short = unique();
  await page.request.post('/v1/api/technologies/create', {
    data: { name: short, sector: 'Retail', description: 'Corta.', adoptionLevel: 'mature' },
  });
  await page.reload();
  const shortCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: short, exact: true }) });
  await expect(shortCard.getByText('Corta.')).toBeVisible();
  await expect(shortCard.getByRole('button', { name: /^Ver/ })).toHaveCount(0);
});

test('the description counter warns from 450 in colour and in words', async ({ page }) => {
  await page.goto('/technologies');
  await page.getByRole('button', { name: '+ Nueva Tecnología' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva Tecnología' });
  const description = form.getByLabel(/Descripción/);
  await description.fill('x'.repeat(100));
  const counter = form.getByText('100/500');
  const calm = await counter.evaluate((element) => getComputedStyle(element).color);
  await description.fill('x'.repeat(488));
  await expect(form.getByText('488/500')).toBeVisible();
  await expect(description).toHaveAccessibleDescription('488/500 · quedan 12');
  const warning = await form
    .getByText('488/500')
    .evaluate((element) => getComputedStyle(element).color);
  expect(warning).not.toBe(calm);
  await expect(form.locator('[aria-live="polite"]')).toHaveText('Quedan 12 caracteres');
});
