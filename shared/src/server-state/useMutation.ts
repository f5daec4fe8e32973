import { useMutation as useQueryMutation, useQueryClient } from './query-client.tsx';
import { useCallback, useRef } from 'react';
import { isOutdated, RecordChangedError } from '../api/conditional-write.ts';
import { getErrorMessage } from '../api/error-message.ts';

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
  /**
   * The Spanish message of the last failure (docs/product.md, messages), or null. A version
   * conflict is no message: the form or dialog shows it as a choice.
   */
  error: string | null;
  clearError: () => void;
}

export interface MutationOptions {
  /**
   * The first segment of the list queries this write makes stale (['startups'] matches
   * ['startups', filters]): invalidated after a success, and after a refusal that says the record
   * changed or vanished meanwhile.
   */
  invalidates?: readonly [string];
}

/**
 * A create, update or delete call through TanStack Query, with its pending state and its error as a
 * form or dialog shows them. Writes are never retried by themselves (TanStack's default for
 * mutations): the user retries, and a create's retry carries the same Idempotency-Key in its
 * arguments.
 */
export function useMutation<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  { invalidates }: MutationOptions = {},
): Mutation<A, R> {
  const queryClient = useQueryClient();
  const invalidate = () => {
    // Not awaited: the dialog closes now; the lists refetch behind it.
    if (invalidates) void queryClient.invalidateQueries({ queryKey: invalidates });
  };
  const { mutateAsync, isPending, error, reset } = useQueryMutation<R, unknown, A>({
    mutationFn: (args) => call(...args),
    onSuccess: invalidate,
    onError: (failure) => {
      if (isOutdated(failure)) invalidate();
    },
  });
  // A ref, not isPending: two clicks in the same frame both see isPending === false.
  const inFlight = useRef(false);

  const run = useCallback(
    async (...args: A): Promise<MutationResult<R>> => {
      if (inFlight.current) return { ok: false, error: null };
      inFlight.current = true;
      try {
        return { ok: true, data: await mutateAsync(args) };
      } catch (failure: unknown) {
        return { ok: false, error: getErrorMessage(failure), cause: failure };
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );

  return {
    run,
    pending: isPending,
    error: error === null || error instanceof RecordChangedError ? null : getErrorMessage(error),
    clearError: reset,
  };
}
