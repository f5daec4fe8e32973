/* global document, window */
// Sorting the loaded list: the longest task (PerformanceObserver 'longtask', recorded by the list
// bench's instrumentation in window.__bench) from asking for the name order until the re-sorted
// startups are on screen. On a desktop the table's 'Nombre' header sorts; on a phone, where there
// are no headers, the 'Ordenar por' select. With 10,000 rows this is the work to watch.

const FIRST_NAME = 'tbody tr td:first-child, li.record-item .record-item__name';

/**
 * Sorts by name ascending, then descending, the way the screen on show offers it; the longest task
 * of each.
 */
export async function sortByName(/** @type {import('playwright-core').Page} */ page) {
  const header = page.getByRole('columnheader', { name: 'Nombre' });
  const onPhone = (await header.count()) === 0;
  /** @type {Record<string, number>} */
  const results = {};
  for (const direction of ['ascending', 'descending']) {
    const firstBefore = await page.locator(FIRST_NAME).first().innerText();
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => performance.now());
    if (onPhone) {
      await page
        .getByLabel('Ordenar por')
        .selectOption(direction === 'ascending' ? 'name' : '-name');
    } else {
      await header.getByRole('button').click();
    }
    await page.waitForFunction(
      ([expected, previous, selector, phone]) =>
        (phone
          ? new URL(window.location.href).searchParams.get('sort') ===
            (expected === 'ascending' ? 'name' : '-name')
          : document.querySelector('th[aria-sort]')?.getAttribute('aria-sort') === expected) &&
        document.querySelector(selector)?.textContent !== previous,
      /** @type {[string, string, string, boolean]} */ ([
        direction,
        firstBefore,
        FIRST_NAME,
        onPhone,
      ]),
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1_000);
    results[direction] = await page.evaluate(
      (since) =>
        Math.max(
          0,
          .../** @type {import('./index.mjs').BenchWindow} */ (
            /** @type {unknown} */ (window)
          ).__bench.longTasks
            .filter((t) => t.start >= since)
            .map((t) => t.duration),
        ),
      before,
    );
  }
  return Math.max(results.ascending ?? 0, results.descending ?? 0);
}
