import { useCallback, useState } from 'react';

export interface Banner {
  message: string;
  /** Changes on every show, so the same message twice restarts the 3 s timer. */
  key: number;
}

/**
 * The page's success banner after a create, update or delete; it hides itself after 3 s. A failed
 * change shows its error inside the dialog that stays open (docs/product.md), never here.
 */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const showSuccess = useCallback(
    (message: string) => setBanner({ message, key: Date.now() + Math.random() }),
    [],
  );
  const dismiss = useCallback(() => setBanner(null), []);
  return { banner, showSuccess, dismiss };
}
