import { useCallback, useMemo, useState } from 'react';

/**
 * The records the user ticked, among those shown: a record that leaves the list (filtered out,
 * deleted) is no longer counted, so 'Eliminar seleccionadas (N)' only ever acts on what is shown.
 */
export function useSelection<T extends { id: number }>(shown: readonly T[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => shown.filter((record) => ticked.has(record.id)), [shown, ticked]);
  const allSelected = shown.length > 0 && selected.length === shown.length;

  const toggle = useCallback((id: number) => {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const isSelected = useCallback((id: number) => ticked.has(id), [ticked]);
  const toggleAll = () => {
    setTicked(allSelected ? new Set() : new Set(shown.map((record) => record.id)));
  };
  const unselect = useCallback((ids: readonly number[]) => {
    setTicked((current) => new Set([...current].filter((id) => !ids.includes(id))));
  }, []);

  return { selected, allSelected, isSelected, toggle, toggleAll, unselect };
}

export type Selection<T extends { id: number }> = ReturnType<typeof useSelection<T>>;
