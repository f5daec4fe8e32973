import { useCallback, useEffect, useRef } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Puts focus back after a list reload. The spinner replaces the list while it loads, so the button
 * that opened a dialog (a row's or card's 'Editar') is gone by the time the dialog has closed and
 * focus falls to <body>. Ask for a target before reloading; once a load has ended after the request
 * (`settled`, which changes with every ended load, has changed) it is focused, unless the user has
 * already moved focus somewhere else. Watching ended loads, not `loading`, catches a load so quick
 * that no render ever showed it running.
 */
export function useFocusAfterReload(
  loading: boolean,
  settled: unknown,
): (target: FocusTarget) => void {
  const pending = useRef<{ target: FocusTarget; after: unknown } | null>(null);
  const latestLoads = useRef(settled);

  useEffect(() => {
    latestLoads.current = settled;
    const request = pending.current;
    if (loading || !request || Object.is(settled, request.after)) return;
    pending.current = null;
    const focusIsLost = !document.activeElement || document.activeElement === document.body;
    if (focusIsLost) request.target()?.focus();
  }, [loading, settled]);

  return useCallback((target: FocusTarget) => {
    pending.current = { target, after: latestLoads.current };
  }, []);
}
