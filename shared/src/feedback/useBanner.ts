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
  // Hides the banner `key` names, and only while it is still the one shown: a banner that times out
  // in the very moment a new one is shown (both in one render) must not take the new one with it.
  const dismiss = useCallback(
    (key: number) => setBanner((shown) => (shown?.key === key ? null : shown)),
    [],
  );
  return { banner, showSuccess, dismiss };
}
