import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterReload } from './useFocusAfterReload.ts';

/** A list that reloads: its button is replaced while loading, as a spinner replaces the rows. */
function List({ loading, request }: { loading: boolean; request: boolean }) {
  // Each render with loading=false after one with loading=true is a load that has ended.
  const [loads, setLoads] = useState({ count: 0, wasLoading: loading });
  if (loads.wasLoading !== loading) {
    setLoads({ count: loads.count + (loading ? 0 : 1), wasLoading: loading });
  }
  const focusAfterReload = useFocusAfterReload(loading, loads.count);
  useEffect(() => {
    if (request) focusAfterReload(() => document.getElementById('edit'));
  }, [request, focusAfterReload]);
  return loading ? <p>Cargando…</p> : <button id="edit">Editar</button>;
}

describe('useFocusAfterReload', () => {
  it('focuses the target once the reload has ended', () => {
    const { rerender, getByRole } = render(<List loading={false} request />);
    rerender(<List loading request />);
    expect(document.activeElement).toBe(document.body);
    rerender(<List loading={false} request={false} />);
    expect(getByRole('button', { name: 'Editar' })).toHaveFocus();
  });

  it('leaves focus alone when the user has moved it meanwhile', () => {
    const { rerender, getByRole } = render(
      <>
        <input aria-label="Otro" />
        <List loading={false} request />
      </>,
    );
    rerender(
      <>
        <input aria-label="Otro" />
        <List loading request />
      </>,
    );
    getByRole('textbox', { name: 'Otro' }).focus();
    rerender(
      <>
        <input aria-label="Otro" />
        <List loading={false} request={false} />
      </>,
    );
    expect(getByRole('textbox', { name: 'Otro' })).toHaveFocus();
  });
});
