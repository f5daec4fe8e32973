import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Like startups, technologies are searched by name and sorted through the URL, on a desktop and
// on a phone. Each test makes its own technologies under a unique prefix and searches by it, so
// other tests' records never get in the way.

const prefix = () => `TS${Date.now().toString(36)}`;

async function createTechnologies(request: APIRequestContext, tag: string) {
  const rows = [
    { name: `${tag} Beta`, sector: 'Energy', adoptionLevel: 'mature' },
    { name: `${tag} Árbol`, sector: 'Computing', adoptionLevel: 'emerging' },
    { name: `${tag} Zeta`, sector: 'Agriculture', adoptionLevel: 'declining' },
  ];
  for (const row of rows) {
    const response = await request.post('/v1/api/technologies/create', {
      data: { description: null, ...row },
    });
    expect(response.status()).toBe(201);
  }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar por nombre' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Ordenar por' });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

async function searchAndSort(page: Page, request: APIRequestContext) {
  const tag = prefix();
  await createTechnologies(request, tag);
  await page.goto('/technologies');
  const names: (string | null)[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/api/technologies/read'))
      names.push(new URL(sent.url()).searchParams.get('name'));
  });

  await searchBox(page).fill(tag.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]name=${tag.toLowerCase()}`));
  // Newest first, as the API answers; the search is case-insensitive.
  await expect.poll(() => cardNames(page)).toEqual([`${tag} Zeta`, `${tag} Árbol`, `${tag} Beta`]);
  await expect(page.getByText('3 tecnologías')).toBeVisible();
  expect(names.at(-1)).toBe(tag.toLowerCase());

  await sortSelect(page).selectOption({ label: 'Nombre (A–Z)' });
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect.poll(() => cardNames(page)).toEqual([`${tag} Árbol`, `${tag} Beta`, `${tag} Zeta`]);

  // The URL alone opens the same view: a reload, or a shared link.
  await page.goto(`/technologies?name=${tag}&sort=-adoptionLevel`);
  await expect.poll(() => cardNames(page)).toEqual([`${tag} Zeta`, `${tag} Beta`, `${tag} Árbol`]);
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(sortSelect(page)).toHaveValue('-adoptionLevel');

  // Back returns to the previous order.
  await page.goBack();
  await expect.poll(() => cardNames(page)).toEqual([`${tag} Árbol`, `${tag} Beta`, `${tag} Zeta`]);
}

test.describe('technologies: name search and URL sort', () => {
  test('on a desktop: two columns of cards', async ({ page, request }) => {
    await searchAndSort(page, request);
    const [first, second] = await page.getByRole('article').all();
    const a = await first?.boundingBox();
    const b = await second?.boundingBox();
    expect(a?.y).toBe(b?.y);
  });

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('one column of cards, the same search and order', async ({ page, request }) => {
      await searchAndSort(page, request);
      const [first, second] = await page.getByRole('article').all();
      const a = await first?.boundingBox();
      const b = await second?.boundingBox();
      expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });
});
