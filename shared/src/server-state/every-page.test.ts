import { expect, it } from 'vitest';
import { loadEveryPage } from './every-page.ts';
import type { LoadPage, PageRequest } from './list-pages.ts';

it('reads every page in turn, each from the previous cursor, in the order asked for', async () => {
  const asked: PageRequest[] = [];
  const pages = [
    { items: [1, 2], nextCursor: 'a', total: 5 },
    { items: [3, 4], nextCursor: 'b', total: 5 },
    { items: [5], nextCursor: null, total: 5 },
  ];
  const loadPage: LoadPage<number, { name: string }> = (filters, page) => {
    expect(filters).toEqual({ name: 'sol' });
    asked.push(page);
    const answer = pages[asked.length - 1];
    if (!answer) throw new Error('asked for a page after the last one');
    return Promise.resolve(answer);
  };
  expect(await loadEveryPage(loadPage, { name: 'sol' }, '-name')).toEqual([1, 2, 3, 4, 5]);
  expect(asked).toEqual([
    { sort: '-name', cursor: null },
    { sort: '-name', cursor: 'a' },
    { sort: '-name', cursor: 'b' },
  ]);
});
