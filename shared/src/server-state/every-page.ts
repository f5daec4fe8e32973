import type { LoadPage } from './list-pages.ts';

/**
 * Every record the filters find, in the server's `sort`, read page after page: what 'Exportar CSV'
 * writes when the list on screen holds only the pages scrolled through (docs/product.md, CSV).
 */
export async function loadEveryPage<T, Q>(
  loadPage: LoadPage<T, Q>,
  filters: Q,
  sort: string,
): Promise<T[]> {
  const records: T[] = [];
  // Nobody cancels an export once asked for: the download is what the user waits for.
  const { signal } = new AbortController();
  let cursor: string | null = null;
  do {
    const page = await loadPage(filters, { sort, cursor }, signal);
    records.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return records;
}
