import { useCallback, useState } from 'react';

export interface Banner {
  variant: 'success' | 'error';
  message: string;
  /** Changes on every show, so the same message twice restarts the success timer. */
  key: number;
}

/** The page's one banner: a success that hides itself after 3 s, or an error the user dismisses. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const show = useCallback(
    (variant: Banner['variant'], message: string) =>
      setBanner({ variant, message, key: Date.now() + Math.random() }),
    [],
  );
  const showSuccess = useCallback((message: string) => show('success', message), [show]);
  const showError = useCallback((message: string) => show('error', message), [show]);
  const dismiss = useCallback(() => setBanner(null), []);
  return { banner, showSuccess, showError, dismiss };
}
