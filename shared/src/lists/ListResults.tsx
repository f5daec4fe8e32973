import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner.tsx';

export interface ListResultsProps {
  loading: boolean;
  /** The list came back failed: only its error banner shows (SPEC.md §8). */
  failed: boolean;
  count: number;
  loadingLabel: string;
  emptyMessage: string;
  /** The table or grid of the records. */
  children: ReactNode;
}

/**
 * A list page's results area: the spinner replaces the list while a request runs, then the records,
 * or the "create the first" invitation — except after a failed load, which leaves the area empty.
 */
export function ListResults({
  loading,
  failed,
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

  let results: ReactNode = null;
  if (loading) results = <Spinner label={loadingLabel} />;
  else if (count > 0) results = children;
  else if (!failed) results = <p className="card empty-state">{emptyMessage}</p>;

  return (
    <div ref={box} className="list-results">
      {results}
    </div>
  );
}
