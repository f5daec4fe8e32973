import { expect, test, type Page } from '@playwright/test';

// Filters that find nothing keep the spec's empty text and say why below it; a dialog that stays put when
// its validation messages appear; a category badge the fixed-width table never cuts.

const unique = () => `E2E Detalle ${Date.now().toString(36)}`;

test('filters that find nothing keep the spec’s empty text and say so below it, with Limpiar Filtros', async ({
  page,
}) => {
  const name = unique();
  const created = await page.request.post('/v1/api/startups/create', {
    data: { name, foundedAt: '2018-02-03', location: 'Bogotá, Colombia', category: 'EdTech' },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/startups?name=${encodeURIComponent(name)}&category=HealthTech&sort=name`);
  await expect(page.getByText('Ninguna startup coincide con los filtros.')).toBeVisible();
  await expect(page.getByText('No se encontraron startups. Crea la primera!')).toBeVisible();
  // The way out sits with the line; it clears the filters and keeps the order.
  await page.locator('.list-results').getByRole('link', { name: 'Limpiar Filtros' }).click();
  await expect(page).toHaveURL(/\/startups\?sort=name$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText('Ninguna startup coincide con los filtros.')).toHaveCount(0);

  // A list with no records at all, and no filter: the spec's text alone.
  await page.route('**/v1/api/technologies/read**', (route) =>
    route.fulfill({ json: { data: [] } }),
  );
  await page.goto('/technologies');
  await expect(page.getByText('No se encontraron tecnologías. Crea la primera!')).toBeVisible();
  await expect(page.getByText('Ninguna tecnología coincide con los filtros.')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sector' }).selectOption('Energy');
  await expect(page.getByText('Ninguna tecnología coincide con los filtros.')).toBeVisible();
  await expect(page.getByText('No se encontraron tecnologías. Crea la primera!')).toBeVisible();
});

/** The dialog's top edge, in page pixels. */
async function dialogTop(page: Page, name: string) {
  const box = await page.getByRole('dialog', { name }).boundingBox();
  expect(box).not.toBeNull();
  return box?.y ?? Number.NaN;
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the dialog does not move when its errors appear`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/startups');
    await page.getByRole('button', { name: '+ Nueva Startup' }).click();
    const before = await dialogTop(page, 'Nueva Startup');
    await page.getByRole('button', { name: 'Crear Startup' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await expect(page.getByText('La ubicación es requerida')).toBeVisible();
    expect(await dialogTop(page, 'Nueva Startup')).toBe(before);
  });
}

test('the fixed-width table never cuts the E-commerce badge or the row buttons', async ({
  page,
}) => {
  // 250 startups: the table is virtualised, with fixed column widths; at 1000 px it is at its
  // narrowest before the phone layout.
  const startups = Array.from({ length: 250 }, (_, index) => ({
    id: index + 1,
    name: `Comercio electrónico número ${index + 1}`,
    founded_at: '2015-06-01',
    location: 'Ciudad de México, México',
    category: 'E-commerce',
    funding_amount: 25_000_000,
    version: 1,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
  }));
  await page.route('**/v1/api/startups/read**', (route) =>
    route.fulfill({ json: { data: startups } }),
  );
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/startups');
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '251');
  await expect(page.getByRole('table').getByText('E-commerce').first()).toBeVisible();

  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('tbody td')]
      .filter((cell) => cell.querySelector('.badge, button'))
      .filter((cell) => cell.scrollWidth > cell.clientWidth)
      .map((cell) => `${cell.textContent}: ${cell.scrollWidth} > ${cell.clientWidth}`),
  );
  expect(cut).toEqual([]);
});
