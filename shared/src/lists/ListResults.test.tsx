import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListResults, type ListResultsProps } from './ListResults.tsx';

function renderResults(props: Partial<ListResultsProps>) {
  return render(
    <ListResults
      loading={false}
      failed={false}
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

  it('after a failed load shows nothing: the error banner speaks for it', () => {
    const { container } = renderResults({ failed: true });
    expect(container).toBeEmptyDOMElement();
  });
});
