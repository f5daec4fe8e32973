import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from './error-message.ts';

/**
 * A failed call carries its Spanish message and what was thrown (`cause`, e.g. a version conflict);
 * a call skipped because one was already running, a null message and no cause.
 */
export type MutationResult<R> =
  { ok: true; data: R } | { ok: false; error: string | null; cause?: unknown };

export interface Mutation<A extends unknown[], R> {
  /**
   * Sends the call once (a second call while one is pending is ignored, so a double click never
   * creates twice) and resolves with its result or its Spanish error message. It never rejects.
   */
  run: (...args: A) => Promise<MutationResult<R>>;
  pending: boolean;
  /** The Spanish message of the last failure (SPEC.md §8), or null. */
  error: string | null;
  clearError: () => void;
}

/** A create, update or delete call with its pending state and its error, as a form or dialog shows them. */
export function useMutation<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
): Mutation<A, R> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two clicks in the same frame both see pending === false.
  const inFlight = useRef(false);

  const run = useCallback(
    async (...args: A): Promise<MutationResult<R>> => {
      if (inFlight.current) return { ok: false, error: null };
      inFlight.current = true;
      setPending(true);
      setError(null);
      try {
        return { ok: true, data: await call(...args) };
      } catch (failure: unknown) {
        const message = getErrorMessage(failure);
        setError(message);
        return { ok: false, error: message, cause: failure };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [call],
  );

  const clearError = useCallback(() => setError(null), []);

  return { run, pending, error, clearError };
}
