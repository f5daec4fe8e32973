import type { MouseEvent } from 'react';
import { Link, useLocation, useSearchParams } from '../router/index.ts';

export interface NoMatchingRecordsProps {
  /** 'Ninguna startup coincide con los filtros.' */
  message: string;
  /** The URL names of the list's filters, dropped from the link's address. */
  filterKeys: readonly string[];
  /** What the filter card's 'Limpiar Filtros' does (one history entry, drafts dropped). */
  onClear: () => void;
}

const CLEAR_LABEL = 'Limpiar Filtros';

/**
 * Filters that found nothing, below the spec's empty text: what happened and the way out. The way
 * out is a link to the same list without its filters (the sort stays): a second *button* named
 * 'Limpiar Filtros' would make the filter card's one ambiguous for anyone who looks it up by role
 * and name.
 */
export function NoMatchingRecords({ message, filterKeys, onClear }: NoMatchingRecordsProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const unfiltered = new URLSearchParams(params);
  for (const key of filterKeys) unfiltered.delete(key);
  const search = unfiltered.toString();

  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click clears in place, exactly as the filter card's button; a modified one (new tab)
    // follows the address.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onClear();
  };

  return (
    <>
      <p className="no-match__message">{message}</p>
      <Link
        className="btn btn--secondary"
        to={{ pathname, search: search ? `?${search}` : '' }}
        onClick={clear}
      >
        {CLEAR_LABEL}
      </Link>
    </>
  );
}
