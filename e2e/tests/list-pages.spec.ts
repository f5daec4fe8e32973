import { expect, test, type Page, type Route } from '@playwright/test';

// 100,000 startups. The list reads a page at a time (`Prefer: page-size=200`, so
// the first read's query is exactly the spec's filters; then the cursor) and asks for
// the next page as the user scrolls near the end; the count is the server's total. The API's
// keyset pages are tested on both databases (api/test/resources/list-pages.test.ts); here the
// screen is, in a real browser, against an answer of 100,000 records shaped as the API's.

const TOTAL = 100_000;

const startup = (index: number) => ({
  id: TOTAL - index,
  name: `Página ${String(index).padStart(6, '0')}`,
  founded_at: '2020-01-01',
  location: 'Lima, Perú',
  category: 'SaaS',
  funding_amount: 1000,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  version: 1,
});

/** Answers the list's reads as the API pages them (the cursor here is the next offset). */
async function serveHundredThousand(page: Page) {
  const reads: URLSearchParams[] = [];
  await page.route('**/v1/api/startups/read**', async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    const prefer = (await route.request().headerValue('prefer')) ?? '';
    // What the page asked for, with its preferred page size beside the query's own parameters.
    const read = new URLSearchParams(params);
    read.set('page-size', /page-size=(\d+)/.exec(prefer)?.[1] ?? '');
    reads.push(read);
    const limit = Number(read.get('page-size'));
    const start = Number(params.get('cursor') ?? 0);
    const end = Math.min(start + limit, TOTAL);
    const data = Array.from({ length: end - start }, (_, i) => startup(start + i));
    return route.fulfill({
      json: { data, nextCursor: end < TOTAL ? String(end) : null, total: TOTAL },
    });
  });
  return reads;
}

test('100,000 startups: the first page shows with the total, scrolling loads the next', async ({
  page,
}) => {
  const reads = await serveHundredThousand(page);
  await page.goto('/startups');
  await expect(page.getByRole('cell', { name: 'Página 000000', exact: true })).toBeVisible();
  await expect(page.getByText('100,000 startups')).toBeVisible();
  // The first read's query holds no page parameter at all: the page size is a preference.
  expect(reads.map((params) => params.toString())).toEqual(['page-size=200']);

  // The table scrolls in its own box: to its end, where the next page is asked for.
  const table = page.getByRole('region', { name: 'Lista de startups' });
  const toEnd = () => table.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await toEnd();
  await expect.poll(() => reads.length).toBe(2);
  expect(reads[1]?.get('cursor')).toBe('200');
  // The second page is there to scroll through.
  await toEnd();
  await expect(page.getByRole('cell', { name: 'Página 000399', exact: true })).toBeAttached();
  // Only what is near the screen is in the page, however many were loaded.
  expect(await page.locator('tbody tr').count()).toBeLessThan(100);
});

test('100,000 startups: the order is the server’s, asked with the page', async ({ page }) => {
  const reads = await serveHundredThousand(page);
  await page.goto('/startups?sort=-name');
  await expect(page.getByRole('cell', { name: 'Página 000000', exact: true })).toBeVisible();
  expect(reads[0]?.get('sort')).toBe('-name');
});
