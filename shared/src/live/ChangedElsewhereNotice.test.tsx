import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { serverStateWrapper } from '../../testing/server-state.tsx';
import { createQueryClient } from '../server-state/query-client.tsx';
import type { Versioned } from '../api/conditional-write.ts';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice.tsx';
import { LIVE_TEXT } from './live-text.ts';

const opened = { id: 7, version: 3, name: 'Agua Clara' };
const LIST = ['startups', { name: '' }];

/** The notice of a form opened on `base` from a list that shows `opened`. */
function openForm(base: Versioned | null) {
  const client = createQueryClient();
  client.setQueryData(LIST, [opened]);
  const { container } = render(<ChangedElsewhereNotice queryKey={['startups']} base={base} />, {
    wrapper: serverStateWrapper(client),
  });
  return { client, container };
}

it('tells an open edit form at once that the list now shows its record at another version, or no more', () => {
  const { client, container } = openForm(opened);
  expect(container).toBeEmptyDOMElement();
  act(() => {
    client.setQueryData(LIST, [{ ...opened, name: 'Otra', version: 4 }]);
  });
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(LIVE_TEXT.recordChanged);
  expect(status.textContent).toMatch(/^Otra persona cambió este registro/);

  act(() => {
    client.setQueryData(LIST, []);
  });
  expect(screen.getByRole('status')).toHaveTextContent(LIVE_TEXT.recordGone);
});

it('says nothing for a create form, nor for lists that never showed the record', () => {
  const { client, container } = openForm(null);
  act(() => {
    client.setQueryData(LIST, []);
  });
  expect(container).toBeEmptyDOMElement();
});

it('says nothing once the form saves over the version the list shows (after a merge)', () => {
  const { client, container } = openForm(opened);
  act(() => {
    client.setQueryData(['startups', { name: 'otro filtro' }], []);
  });
  act(() => {
    client.setQueryData(LIST, [{ ...opened, version: 3 }]);
  });
  expect(container).toBeEmptyDOMElement();
});
