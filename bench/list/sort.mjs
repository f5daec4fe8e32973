/* global document, window */
// Sorting the loaded list: the longest task (PerformanceObserver 'longtask', recorded by the list
// bench's instrumentation in window.__bench) from a click on a column header until the re-sorted
// rows are on screen. The list sorts on the client; with 10,000 rows this is the work to watch.

/** Clicks the 'Nombre' header (ascending), then again (descending); the longest task of each. */
export async function sortByName(page) {
  const header = page.getByRole('columnheader', { name: 'Nombre' });
  const results = {};
  for (const direction of ['ascending', 'descending']) {
    const firstBefore = await page.locator('tbody tr td:first-child').first().innerText();
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => performance.now());
    await header.getByRole('button').click();
    await page.waitForFunction(
      ([expected, previous]) =>
        document.querySelector('th[aria-sort]')?.getAttribute('aria-sort') === expected &&
        document.querySelector('tbody tr td:first-child')?.textContent !== previous,
      [direction, firstBefore],
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1_000);
    results[direction] = await page.evaluate(
      (since) =>
        Math.max(
          0,
          ...window.__bench.longTasks.filter((t) => t.start >= since).map((t) => t.duration),
        ),
      before,
    );
  }
  return Math.max(results.ascending, results.descending);
}
