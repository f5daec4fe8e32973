import { expect, test, type Page } from '@playwright/test';

// The records come first: on a phone the first record is whole and the second begins on the first
// screen, under the filter card with its controls; on a laptop at least six startups rows and four
// technology cards are whole. The bulk delete shows only once something is selected.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

test.beforeAll(async ({ request }) => {
  const tag = Date.now().toString(36);
  for (let index = 0; index < 7; index += 1) {
    const startup = await request.post('/v1/api/startups/create', {
      data: {
        // Names and places as short as the demo records': a row on one line.
        name: `P${tag}${String(index)}`,
        foundedAt: '2020-02-02',
        location: 'Lima, Perú',
        category: 'SaaS',
        fundingAmount: 100_000 * (index + 1),
      },
    });
    expect(startup.status()).toBe(201);
    const technology = await request.post('/v1/api/technologies/create', {
      data: {
        name: `T${tag}${String(index)}`,
        sector: 'Computing',
        adoptionLevel: 'growing',
        // Two lines of a card on a laptop, three on a phone: like the demo records.
        description:
          'Modelos que generan y resumen texto; se usan en atención al cliente y análisis de documentos.',
      },
    });
    expect(technology.status()).toBe(201);
  }
});

/** The records' boxes, in order, relative to the viewport. */
function recordBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom };
    }),
  );
}

const wholeOnScreen = (boxes: { top: number; bottom: number }[], height: number) =>
  boxes.filter(({ top, bottom }) => top >= 0 && bottom <= height).length;

for (const { path, records, laptopWhole } of [
  { path: '/startups', records: 'tbody tr, li.record-item', laptopWhole: 6 },
  { path: '/technologies', records: 'article.record-card', laptopWhole: 4 },
]) {
  test(`${path}: on a phone the first record is whole and the second begins on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.locator(records).nth(1)).toBeAttached();
    const filters = page.getByRole('search');
    await expect(filters.getByRole('searchbox', { name: /Buscar por nombre/ })).toBeInViewport();
    await expect(filters.getByRole('combobox').first()).toBeInViewport();
    await expect(filters.getByRole('button', { name: 'Limpiar Filtros' })).toBeInViewport();
    const [first, second] = await recordBoxes(page, records);
    expect(first && first.top >= 0 && first.bottom <= PHONE.height, 'el primero, entero').toBe(
      true,
    );
    expect(second && second.top < PHONE.height, 'el segundo empieza').toBe(true);
    // Nothing to delete in bulk until a record is selected.
    await expect(page.getByRole('button', { name: /Eliminar seleccionadas/ })).toHaveCount(0);
    await page.locator(records).first().getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Eliminar seleccionadas (1)' })).toBeVisible();
  });

  test(`${path}: on a laptop at least ${String(laptopWhole)} records are whole on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto(path);
    await expect(page.locator(records).nth(laptopWhole)).toBeAttached();
    expect(wholeOnScreen(await recordBoxes(page, records), LAPTOP.height)).toBeGreaterThanOrEqual(
      laptopWhole,
    );
  });
}
