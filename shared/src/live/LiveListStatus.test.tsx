import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../testing/fake-event-source.ts';
import { renderWithClient } from '../../testing/server-state.tsx';
import { wholeList } from '../../testing/whole-list.ts';
import { useListQuery } from '../server-state/useListQuery.ts';
import { LiveListStatus } from './LiveListStatus.tsx';
import { LIVE_TEXT } from './live-text.ts';

type Row = { id: number; version: number; name: string };
const NO_FILTERS = {};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const liveRegionIn = (container: HTMLElement) =>
  container.querySelector('[aria-live="polite"][data-live-list="startups"]');

function List({ load, shown }: { load: () => Promise<Row[]>; shown: boolean[] }) {
  const list = useListQuery('startups', NO_FILTERS, wholeList(load));
  shown.push(list.loading);
  return (
    <>
      <LiveListStatus resource="startups" />
      {list.loading ? <p>Cargando…</p> : list.items.map((row) => <p key={row.id}>{row.name}</p>)}
    </>
  );
}

it('reloads the list behind the one shown when its resource changes, and says so politely', async () => {
  const load = vi
    .fn<() => Promise<Row[]>>()
    .mockResolvedValueOnce([{ id: 1, version: 1, name: 'Agua Clara' }])
    // Slow enough that a render happens while it runs.
    .mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            resolve([
              { id: 2, version: 1, name: 'Brisa Solar' },
              { id: 1, version: 1, name: 'Agua Clara' },
            ]);
          }, 100),
        ),
    );
  const shown: boolean[] = [];
  const { container } = renderWithClient(<List load={load} shown={shown} />);
  await screen.findByText('Agua Clara');
  const status = liveRegionIn(container);
  expect(status).toHaveTextContent('');
  const loadedAt = shown.length;

  act(() => FakeEventSource.current.send('change', { resource: 'technologies' }));
  act(() => FakeEventSource.current.send('change', { resource: 'startups' }));
  await screen.findByText('Brisa Solar');
  expect(load).toHaveBeenCalledTimes(2);
  // The list stayed on screen while it reloaded: no spinner, nothing lost focus.
  expect(shown.slice(loadedAt)).not.toContain(true);
  await waitFor(() => expect(status).toHaveTextContent(LIVE_TEXT.listUpdated));
  expect(status).toHaveAttribute('aria-live', 'polite');
});

it('reloads after the stream comes back (writes may have been missed), and only then', async () => {
  const load = vi.fn<() => Promise<Row[]>>().mockResolvedValue([]);
  const { container } = renderWithClient(<List load={load} shown={[]} />);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  act(() => FakeEventSource.current.open());
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(load).toHaveBeenCalledTimes(1);

  act(() => FakeEventSource.current.send('resync', {}));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  // Nothing changed: nothing to announce.
  expect(liveRegionIn(container)).toHaveTextContent('');
});
