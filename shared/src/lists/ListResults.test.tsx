import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListResults, type ListResultsProps } from './ListResults.tsx';

function renderResults(props: Partial<ListResultsProps>) {
  return render(
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
    </ListResults>,
  );
}

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

  it('while the retry runs shows the spinner instead of the button', () => {
    renderResults({ failed: true, loading: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
