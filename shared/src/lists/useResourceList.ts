import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest } from '../api/client.ts';
import { getErrorMessage } from '../api/error-message.ts';

export interface ResourceList<T> {
  items: T[];
  loading: boolean;
  /** The last load failed: the list is empty for want of an answer, not for want of records. */
  failed: boolean;
  /** The Spanish message of the last failed load, until dismissed; else null. */
  error: string | null;
  /** Loads again with the same filters (after a create, update or delete, or to retry). */
  reload: () => void;
  /** Hides the error banner; the list stays failed until a load succeeds. */
  dismissError: () => void;
}

/**
 * A list loaded for a set of filters. A newer load cancels the older one, so an older answer never
 * replaces a newer one; a failed load leaves the list empty with its error. Each load starts
 * without the previous error, so a retry that fails again shows (and announces) its banner anew.
 *
 * `load` must be stable for the same filters (wrap it in useCallback with the filters as deps).
 */
export function useResourceList<T>(load: (signal: AbortSignal) => Promise<T[]>): ResourceList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // Loading starts with the request, in the same effect that cancels the previous one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoading(true);
    setError(null);
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setItems(data);
        setFailed(false);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(failure)) return;
        setItems([]);
        setFailed(true);
        setError(getErrorMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const dismissError = useCallback(() => setError(null), []);

  return { items, loading, failed, error, reload, dismissError };
}
