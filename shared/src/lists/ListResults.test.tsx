import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRYING_BY_ITSELF } from './ListFailure.tsx';
import { ListResults, type ListResultsProps } from './ListResults.tsx';

function results(props: Partial<ListResultsProps>) {
  return (
    <ListResults
      loading={false}
      failed={false}
      onRetry={() => undefined}
      count={0}
      loadingLabel="Cargando tecnologías…"
      emptyMessage="No se encontraron tecnologías. Crea la primera!"
      {...props}
    >
      <ul aria-label="Lista" />
    </ListResults>
  );
}

const renderResults = (props: Partial<ListResultsProps>) => render(results(props));

afterEach(() => vi.restoreAllMocks());

describe('ListResults', () => {
  it('shows only the spinner while a request runs', () => {
    renderResults({ loading: true, count: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tecnologías…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the records', () => {
    renderResults({ count: 2 });
    expect(screen.getByRole('list', { name: 'Lista' })).toBeInTheDocument();
  });

  it('without records, invites to create the first', () => {
    renderResults({ count: 0 });
    expect(screen.getByText('No se encontraron tecnologías. Crea la primera!')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("after a failed load offers only 'Reintentar', which loads again", () => {
    const onRetry = vi.fn();
    renderResults({ failed: true, onRetry });
    expect(screen.queryByText(/Crea la primera/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('after a failed load says why in the area itself, and that it will come back by itself', () => {
    renderResults({ failed: true, failureReason: 'La base de datos no está disponible' });
    expect(screen.getByText('La base de datos no está disponible')).toBeVisible();
    expect(screen.getByText(RETRYING_BY_ITSELF)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  describe('a failed load on a phone lands under the banner', () => {
    // jsdom lays nothing out: this observer reports each element once, as a browser does first.
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          #report: () => void;
          constructor(report: () => void) {
            this.#report = report;
          }
          observe() {
            queueMicrotask(() => this.#report());
          }
          disconnect() {
            this.#report = () => undefined;
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('so it is scrolled into view once, when it appears', async () => {
      const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
      const { rerender } = renderResults({ failed: true, failureReason: 'Sin conexión' });
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.contexts[0]).toHaveClass('list-failure');
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      // A quiet retry that fails again keeps the panel where the user has put it.
      rerender(results({ failed: true, failureReason: 'Sin conexión' }));
      await Promise.resolve();
      expect(scrolled).toHaveBeenCalledTimes(1);
    });

    it('but the page does not move while the user types in a field', async () => {
      const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
      const search = document.body.appendChild(document.createElement('input'));
      search.focus();
      renderResults({ failed: true, failureReason: 'Sin conexión' });
      await Promise.resolve();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      expect(scrolled).not.toHaveBeenCalled();
      search.remove();
    });
  });

  it('when filters found nothing keeps the spec’s empty text and adds their line below it', () => {
    renderResults({ noMatch: <p>Ninguna tecnología coincide con los filtros.</p> });
    const spec = screen.getByText(/Crea la primera/);
    const line = screen.getByText('Ninguna tecnología coincide con los filtros.');
    expect(spec).toBeVisible();
    expect(line).toBeVisible();
    expect(spec.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('while the retry runs shows the spinner instead of the button', () => {
    renderResults({ failed: true, loading: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('while a reload runs, the spinner keeps the height of the list it replaces', () => {
    // jsdom has no layout: the list is said to be 640 px high.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(640);
    const { container, rerender } = renderResults({ count: 12 });
    const area = container.firstElementChild as HTMLElement;
    expect(area.style.minHeight).toBe('');
    rerender(results({ count: 12, loading: true }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(area.style.minHeight).toBe('640px');
    rerender(results({ count: 13 }));
    expect(area.style.minHeight).toBe('');
  });
});
