import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme } from './a11y.ts';

// Fast typing, meaningful history, phones, sorting and the count. Each test
// makes its own startups under a unique prefix and filters by it, so other tests' records never
// get in the way.

const prefix = () => `UX${Date.now().toString(36)}`;

async function createStartups(
  request: APIRequestContext,
  rows: { name: string; foundedAt: string; category: string; fundingAmount: number }[],
) {
  for (const row of rows) {
    const response = await request.post('/v1/api/startups/create', {
      data: { location: 'Monterrey, México', ...row },
    });
    expect(response.status()).toBe(201);
  }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Buscar por nombre/ });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Categoría' });
const rowNames = (page: Page) => page.locator('tbody tr td:first-child').allInnerTexts();
const loaded = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);

/** Every list request's name filter, in order. */
function recordNameQueries(page: Page) {
  const names: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/api/startups/read'))
      names.push(new URL(request.url()).searchParams.get('name'));
  });
  return names;
}

test.describe('list: typing, history, sorting, count', () => {
  test('typing at full speed keeps every character, and the last request has them all', async ({
    page,
  }) => {
    const names = recordNameQueries(page);
    await page.goto('/startups');
    await loaded(page);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await searchBox(page).fill('');
      await searchBox(page).pressSequentially('sol del desierto', { delay: 0 });
      await expect(searchBox(page)).toHaveValue('sol del desierto');
    }
    await expect(page).toHaveURL(/\?name=sol\+del\+desierto$/);
    await loaded(page);
    await expect(searchBox(page)).toHaveValue('sol del desierto');
    expect(names.at(-1)).toBe('sol del desierto');
    // Never a partial or garbled word: only whole attempts reach the API.
    expect(names.filter((name) => name !== null && name !== 'sol del desierto')).toEqual([]);
  });

  test('Back undoes one filter change at a time; arrowing a select is one change', async ({
    page,
    request,
  }) => {
    const tag = prefix();
    await createStartups(request, [
      { name: `${tag} Kavak`, foundedAt: '2016-03-01', category: 'E-commerce', fundingAmount: 5 },
      { name: `${tag} Clip`, foundedAt: '2012-01-01', category: 'FinTech', fundingAmount: 7 },
    ]);
    await page.goto(`/startups?name=${tag}`);
    await expect(page.getByRole('row')).toHaveCount(3);

    // The arrow keys on the closed select pass five categories: one request, one history entry.
    const names = recordNameQueries(page);
    await categorySelect(page).focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
    await expect(categorySelect(page)).toHaveValue('CleanTech');
    await expect(page).toHaveURL(/category=CleanTech/);
    await expect(page.getByText('Ninguna startup coincide con los filtros.')).toBeVisible();
    expect(names).toHaveLength(1);

    await categorySelect(page).selectOption('FinTech');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.goBack();
    await expect(categorySelect(page)).toHaveValue('CleanTech');
    await expect(page.getByText('Ninguna startup coincide con los filtros.')).toBeVisible();
    await page.goBack();
    await expect(categorySelect(page)).toHaveValue('');
    await expect(searchBox(page)).toHaveValue(tag);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.goBack();
    await expect(page).not.toHaveURL(/startups/);
  });

  test('a header sorts ascending then descending, in the URL, through a reload and Back', async ({
    page,
    request,
  }) => {
    const tag = prefix();
    await createStartups(request, [
      { name: `${tag} Ñandú`, foundedAt: '2019-05-01', category: 'SaaS', fundingAmount: 500 },
      { name: `${tag} árbol`, foundedAt: '2012-01-01', category: 'AI/ML', fundingAmount: 0 },
      { name: `${tag} Zeta`, foundedAt: '2021-09-09', category: 'IoT', fundingAmount: 90_000 },
      { name: `${tag} Beta`, foundedAt: '2015-02-02', category: 'FinTech', fundingAmount: 1_000 },
    ]);
    await page.goto(`/startups?name=${tag}`);
    await expect(page.getByText('4 startups', { exact: true })).toBeVisible();
    const strip = (names: string[]) => names.map((name) => name.replace(`${tag} `, ''));
    expect(strip(await rowNames(page))).toEqual(['Beta', 'Zeta', 'árbol', 'Ñandú']);

    const nameHeader = page.getByRole('columnheader', { name: 'Nombre' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name/);
    expect(strip(await rowNames(page))).toEqual(['árbol', 'Beta', 'Ñandú', 'Zeta']);

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(strip(await rowNames(page))).toEqual(['Zeta', 'Ñandú', 'Beta', 'árbol']);

    const funding = page.getByRole('columnheader', { name: 'Inversión' });
    await funding.getByRole('button').click();
    await funding.getByRole('button').click();
    await expect(page).toHaveURL(/sort=-fundingAmount/);
    await page.reload();
    await expect(funding).toHaveAttribute('aria-sort', 'descending');
    expect(strip(await rowNames(page))).toEqual(['Zeta', 'Beta', 'Ñandú', 'árbol']);

    await page.goBack();
    await expect(funding).toHaveAttribute('aria-sort', 'ascending');
    expect(strip(await rowNames(page))).toEqual(['árbol', 'Ñandú', 'Beta', 'Zeta']);
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
  });

  test('both screens say how many records the filters found, in a polite live region', async ({
    page,
    request,
  }) => {
    const tag = prefix();
    await createStartups(request, [
      { name: `${tag} Uno`, foundedAt: '2016-03-01', category: 'SaaS', fundingAmount: 1 },
    ]);
    await page.goto(`/startups?name=${tag}`);
    const count = page.getByText(/^\d[\d,]* startups?$/);
    await expect(count).toHaveText('1 startup');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await searchBox(page).pressSequentially('zzz');
    await expect(count).toHaveText('0 startups');

    const created = await request.post('/v1/api/technologies/create', {
      data: { name: `${tag} Tec`, sector: 'Energy', description: null, adoptionLevel: 'declining' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/technologies?sector=Energy&adoptionLevel=declining');
    const techCount = page.getByText(/^\d[\d,]* tecnologías?$/);
    await expect(techCount).toHaveAttribute('aria-live', 'polite');
    await expect(techCount).toHaveText(/^[1-9]\d* tecnologías?$/);
    await page.getByRole('combobox', { name: 'Sector' }).selectOption('Agriculture');
    await expect(page.getByText('Ninguna tecnología coincide con los filtros.')).toBeVisible();
    await expect(techCount).toHaveText('0 tecnologías');
  });
});

test.describe('list on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`stacked, labelled startups with 44 px buttons and no sideways scrolling (${theme})`, async ({
      page,
      request,
    }) => {
      await useTheme(page, theme);
      const tag = prefix();
      await createStartups(request, [
        {
          name: `${tag} Startup con un nombre bastante largo para un teléfono`,
          foundedAt: '2016-03-01',
          category: 'E-commerce',
          fundingAmount: 1_500_000_000,
        },
        { name: `${tag} Clip`, foundedAt: '2012-01-01', category: 'FinTech', fundingAmount: 7 },
      ]);
      await page.goto(`/startups?name=${tag}`);
      const list = page.getByRole('list', { name: 'Lista de startups' });
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(page.getByRole('table')).toHaveCount(0);

      const first = items.first();
      await expect(first.getByRole('heading')).toContainText(tag);
      expect(await first.locator('dt').allInnerTexts()).toEqual([
        'Fundación',
        'Ubicación',
        'Categoría',
        'Inversión',
      ]);
      for (const button of await page.locator('.record-item__actions button').all()) {
        const box = await button.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        list: Math.max(
          ...Array.from(document.querySelectorAll('.record-stack, .record-item'), (element) =>
            element.scrollWidth > element.clientWidth ? element.scrollWidth : 0,
          ),
        ),
      }));
      expect(overflow.page).toBeLessThanOrEqual(0);
      expect(overflow.list).toBe(0);

      // 'Ordenar por' in place of the headers.
      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('name');
      await expect(page).toHaveURL(/sort=name/);
      await expect(items.first().getByRole('heading')).toHaveText(`${tag} Clip`);
      await expectNoSeriousA11yViolations(page, `startups en un teléfono (${theme})`);
    });
  }

  test('the menu closes on Escape and on a tap outside it, focus back on its button', async ({
    page,
  }) => {
    await page.goto('/startups');
    const open = page.getByRole('button', { name: 'Abrir menú' });
    await open.click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole('heading', { name: 'Gestión de Startups' }).click();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    await expect(page.locator('#site-nav a').first()).toBeHidden();
  });
});
