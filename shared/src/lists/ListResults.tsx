import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
 * (docs/product.md, errors), only the way back: 'Reintentar', next to the error banner.
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
  const box = useRef<HTMLDivElement>(null);
  const shownHeight = useRef(0);

  // While a reload runs, the spinner keeps the height of the list it replaces, so what lies below
  // (the footer) does not jump up and back: a save's reload moves nothing on the page.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (loading) {
      element.style.minHeight = `${shownHeight.current}px`;
    } else {
      element.style.minHeight = '';
      shownHeight.current = element.offsetHeight;
    }
  });

  let results: ReactNode;
  if (loading) results = <Spinner label={loadingLabel} />;
  else if (count > 0) results = children;
  else if (failed) {
    results = (
      <div className="card empty-state">
        <button type="button" className="btn btn--primary" data-list-retry onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  } else results = <p className="card empty-state">{emptyMessage}</p>;

  return (
    <div ref={box} className="list-results">
      {results}
    </div>
  );
}
