import { useEffect, useRef } from 'react';
import type { BulkText } from './bulk-text.ts';

export interface SelectionToolbarProps {
  shownCount: number;
  selectedCount: number;
  allSelected: boolean;
  onToggleAll: () => void;
  onDeleteSelected: () => void;
  text: BulkText;
}

/** 'Seleccionar todas' (the records shown) and 'Eliminar seleccionadas (N)'. */
export function SelectionToolbar({
  shownCount,
  selectedCount,
  allSelected,
  onToggleAll,
  onDeleteSelected,
  text,
}: SelectionToolbarProps) {
  const allRef = useRef<HTMLInputElement>(null);
  // Some but not all ticked: the box shows a dash, and a screen reader says "mixed".
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);
  if (shownCount === 0) return null;
  const none = selectedCount === 0;
  return (
    <div className="bulk-bar">
      <label className="select-record select-record--all">
        <input ref={allRef} type="checkbox" checked={allSelected} onChange={onToggleAll} />
        <span>{text.selectAll}</span>
      </label>
      <button
        type="button"
        className="btn btn--danger btn--small"
        // aria-disabled, not disabled: focus stays on it after a bulk delete empties the selection.
        aria-disabled={none}
        onClick={() => {
          if (!none) onDeleteSelected();
        }}
      >
        {text.deleteSelected(selectedCount)}
      </button>
    </div>
  );
}
