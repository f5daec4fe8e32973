import { useEffect } from 'react';

/**
 * After a failed load, loads again by itself when the way back is likely open: the browser is
 * online again, or the user comes back to the tab (the server may have come back meanwhile).
 */
export function useReloadWhenBack(failed: boolean, reload: () => void): void {
  useEffect(() => {
    if (!failed) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('online', reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [failed, reload]);
}
