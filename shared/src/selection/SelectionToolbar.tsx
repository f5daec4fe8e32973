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

/**
 * 'Seleccionar todas' (the records shown) and, only while something is selected, 'Eliminar
 * seleccionadas (N)': no control on screen that has nothing to do.
 */
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
  const none = selectedCount === 0;
  // A bulk delete emptied the selection: its button (the dialog's opener) is gone, and focus,
  // left on nothing, goes to 'Seleccionar todas' instead of the top of the page.
  const wasSelecting = useRef(false);
  useEffect(() => {
    if (none && wasSelecting.current && document.activeElement === document.body) {
      allRef.current?.focus();
    }
    wasSelecting.current = !none;
  }, [none]);
  if (shownCount === 0) return null;
  return (
    <div className="bulk-bar">
      <label className="select-record select-record--all">
        <input ref={allRef} type="checkbox" checked={allSelected} onChange={onToggleAll} />
        <span>{text.selectAll}</span>
      </label>
      {!none && (
        <button type="button" className="btn btn--danger btn--small" onClick={onDeleteSelected}>
          {text.deleteSelected(selectedCount)}
        </button>
      )}
    </div>
  );
}
