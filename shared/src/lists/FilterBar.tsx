import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** The filter fields (Field components). */
  children: ReactNode;
  onClear: () => void;
  /**
   * Focus left the card (a click on 'Editar', Tab): what the filters show is sent to the URL now,
   * so whatever comes next, Back included, comes after the filter's history entry. Moving between
   * the card's own fields sends nothing: a search and a category chosen together are one change.
   */
  onLeave?: () => void;
  clearLabel?: string;
  /** Accessible name of the filter region. */
  label?: string;
}

/** The filter card at the top of a list: its fields and a button that clears them all. */
export function FilterBar({
  children,
  onClear,
  onLeave,
  clearLabel = 'Limpiar Filtros',
  label = 'Filtros',
}: FilterBarProps) {
  return (
    // role=search on a div, not <search>: that element is unknown to jsdom and older browsers,
    // where it would have no role at all (and React warns about it in every test).
    <div
      className="card"
      role="search"
      aria-label={label}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave?.();
      }}
    >
      <div className="filters">
        {children}
        <button type="button" className="btn btn--secondary" onClick={onClear}>
          {clearLabel}
        </button>
      </div>
    </div>
  );
}
