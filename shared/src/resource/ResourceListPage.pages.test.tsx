import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { readCall, setupFakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { defineResource, resourceText } from '../contract/index.ts';
import { listPages } from '../server-state/list-pages.ts';
import { filterFields, sortSpec, type AnyRecord } from './from-definition.ts';
import type { ListResource, ListViewProps } from './list-resource.ts';
import { ResourceListPage } from './ResourceListPage.tsx';

// A list in pages, drawn by a view of a screen's own that knows nothing of pages: the page asks for
// the next one itself as the records' end nears the screen.

const notes = defineResource({
  key: 'notes',
  noun: { singular: 'nota', plural: 'notas', gender: 'f' },
  fields: { name: { type: 'text', label: 'Nombre', gender: 'm' } },
  filters: { name: { match: 'contains' } },
  sorts: { name: {} },
  order: { by: 'createdAt', direction: 'desc' },
  list: { view: 'table', columns: ['name'] },
});

/** A plain list: no virtualiser, no callback about what it drew. */
function PlainList({ records }: ListViewProps<AnyRecord, string>) {
  return (
    <ul aria-label="Notas">
      {records.map((record) => (
        <li key={record.id}>{record.name}</li>
      ))}
    </ul>
  );
}

const resource: ListResource<AnyRecord, ReturnType<typeof filterFields>, string> = {
  key: 'notes',
  loadPage: listPages('/notes'),
  filters: filterFields(notes),
  FilterFields: () => null,
  sort: sortSpec(notes),
  View: PlainList,
  Dialogs: () => null,
  findEditButton: () => null,
  text: resourceText(notes),
};

const TOTAL = 7;
const PAGE = 3;
const cursors: (string | null)[] = [];
setupFakeApi(
  [
    http.get('*/v1/api/notes/read', async ({ request }) => {
      const cursor = new URLSearchParams((await readCall(request)).search).get('cursor');
      cursors.push(cursor);
      const start = Number(cursor ?? 0);
      const end = Math.min(start + PAGE, TOTAL);
      const data = Array.from({ length: end - start }, (_, i) => ({
        id: start + i + 1,
        version: 1,
        name: `Nota ${String(start + i + 1)}`,
      }));
      return HttpResponse.json({
        data,
        nextCursor: end < TOTAL ? String(end) : null,
        total: TOTAL,
      });
    }),
  ],
  () => (cursors.length = 0),
);

afterEach(() => vi.restoreAllMocks());

const renderPage = () => renderRoute('/notes', <ResourceListPage resource={resource} />, '/notes');

test('a view that knows nothing of pages gets every page while its end is on screen', async () => {
  // jsdom lays nothing out: the list's end is at the top of the screen, as near as it gets.
  renderPage();
  expect(await screen.findByText(`Nota ${String(TOTAL)}`)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(TOTAL);
  expect(cursors).toEqual([null, '3', '6']);
});

test('nothing more is asked while the end is far below the screen, and scrolling near asks', async () => {
  let bottom = 10_000;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: bottom - 300, bottom, height: 300 }) as DOMRect,
  );
  renderPage();
  expect(await screen.findByText('Nota 3')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(cursors).toEqual([null]);

  // The page scrolls until the list's end is within sixty records' height of the screen.
  bottom = window.innerHeight + 100;
  document.dispatchEvent(new Event('scroll'));
  // Each page that arrives with the end still near asks for the next.
  await waitFor(() => expect(cursors).toEqual([null, '3', '6']));
  expect(await screen.findByText(`Nota ${String(TOTAL)}`)).toBeInTheDocument();
});
