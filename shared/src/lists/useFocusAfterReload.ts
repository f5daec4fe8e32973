import { useCallback, useEffect, useRef } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Puts focus back after a list reload. The spinner replaces the list while it loads, so the button
 * that opened a dialog (a row's or card's 'Editar') is gone by the time the dialog has closed and
 * focus falls to <body>. Ask for a target before reloading; once the load ends it is focused, unless
 * the user has already moved focus somewhere else.
 */
export function useFocusAfterReload(loading: boolean): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (loading || !target) return;
    pending.current = null;
    const focusIsLost = !document.activeElement || document.activeElement === document.body;
    if (focusIsLost) target()?.focus();
  }, [loading]);

  return useCallback((target: FocusTarget) => {
    pending.current = target;
  }, []);
}
