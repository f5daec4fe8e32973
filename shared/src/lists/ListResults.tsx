import type { ReactNode } from 'react';
import { Spinner } from '../components/Spinner.tsx';

export const RETRY_LABEL = 'Reintentar';

export interface ListResultsProps {
  loading: boolean;
  /** The last load failed: the error banner says why, and this area offers to load again. */
  failed: boolean;
  /** Loads the list again (the 'Reintentar' button of a failed load). */
  onRetry: () => void;
  count: number;
  loadingLabel: string;
  emptyMessage: string;
  /** The table or grid of the records. */
  children: ReactNode;
}

/** Finds a failed list's 'Reintentar' button inside the page (focus goes there). */
export const findRetryButton = (container: ParentNode | null) =>
  container?.querySelector<HTMLElement>('[data-list-retry]') ?? null;

/**
 * A list page's results area: the spinner replaces the list while a request runs, then the records,
 * or the "create the first" invitation. After a failed load there is no list and no invitation
 * (SPEC.md §8), only the way back: 'Reintentar', next to the error banner.
 */
export function ListResults({
  loading,
  failed,
  onRetry,
  count,
  loadingLabel,
  emptyMessage,
  children,
}: ListResultsProps) {
  if (loading) return <Spinner label={loadingLabel} />;
  if (count > 0) return children;
  if (failed) {
    return (
      <div className="card empty-state">
        <button type="button" className="btn btn--primary" data-list-retry onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  return <p className="card empty-state">{emptyMessage}</p>;
}
