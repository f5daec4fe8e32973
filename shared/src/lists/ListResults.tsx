import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner.tsx';
import { ListFailure } from './ListFailure.tsx';
import { useNearEnd } from './useNearEnd.ts';

export interface ListResultsProps {
  loading: boolean;
  /** The last load failed: this area says why (the banner too) and offers to load again. */
  failed: boolean;
  /** Why the last load failed, in Spanish (shown in the area even when the banner is closed). */
  failureReason?: string | null;
  /** Loads the list again (the 'Reintentar' button of a failed load). */
  onRetry: () => void;
  count: number;
  loadingLabel: string;
  emptyMessage: string;
  /** Shown below `emptyMessage` when filters found nothing (NoMatchingRecords). */
  noMatch?: ReactNode;
  /** The table or grid of the records. */
  children: ReactNode;
  /** Loads the next page: given while pages remain, called as the records' end nears the screen. */
  onNearEnd?: (() => void) | undefined;
}

/** Finds a failed list's 'Reintentar' button inside the page (focus goes there). */
export const findRetryButton = (container: ParentNode | null) =>
  container?.querySelector<HTMLElement>('[data-list-retry]') ?? null;

/**
 * A list page's results area: the spinner replaces the list while a request runs, then the records,
 * or the "create the first" invitation (or, when filters found nothing, `noMatch`). After a failed
 * load there is no list and no invitation (docs/product.md, errors): the area itself says why and
 * offers 'Reintentar', so the reason stays in place when the banner is closed.
 */
export function ListResults({
  loading,
  failed,
  failureReason,
  onRetry,
  count,
  loadingLabel,
  emptyMessage,
  noMatch,
  children,
  onNearEnd,
}: ListResultsProps) {
  const box = useRef<HTMLDivElement>(null);
  const shownHeight = useRef(0);
  // Here, not in the view: a list gets every page whatever draws it.
  useNearEnd(box, loading ? 0 : count, onNearEnd);

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
  else if (failed) results = <ListFailure reason={failureReason} onRetry={onRetry} />;
  // The spec's empty text stands whenever no record is shown; filters that found nothing add
  // their own line and the way out below it.
  else
    results = (
      <div className={noMatch ? 'card empty-state no-match' : 'card empty-state'}>
        <p className="empty-state__message">{emptyMessage}</p>
        {noMatch}
      </div>
    );

  return (
    <div ref={box} className="list-results">
      {results}
    </div>
  );
}
