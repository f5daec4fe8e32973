import { useCallback, useRef } from 'react';
import { RecordChangedError, type Versioned } from './conditional-write.ts';
import { newIdempotencyKey, wasRefused, type CreateOptions } from './idempotency.ts';
import { useMutation } from './useMutation.ts';

export interface SaveRecordCalls<T extends Versioned, I> {
  create: (input: I, options: CreateOptions) => Promise<unknown>;
  /** The PUT, applied only if the record is still at `version` (If-Match). */
  update: (id: T['id'], input: I, version: number) => Promise<unknown>;
  /** The success banners of SPEC.md §8 for a create and for an update. */
  createdMessage: string;
  updatedMessage: string;
}

/**
 * Creates (no record given) or updates a record, once at a time. On success hands the spec's
 * message to onSaved; on failure keeps the Spanish error for the form, so the modal stays open.
 *
 * A create carries the form's Idempotency-Key: one per opened form (the form mounts this hook per
 * opening), the same for every retry after a failure that may have stored the record, so a retry
 * never creates it twice; a new one after a success or a refusal (see wasRefused).
 *
 * A version conflict is not kept as an error: the form shows it as a choice (useEditConflict).
 * Resolves with the call's result.
 */
export function useSaveRecord<T extends Versioned, I>(
  record: T | null,
  onSaved: (message: string) => void,
  { create, update, createdMessage, updatedMessage }: SaveRecordCalls<T, I>,
) {
  const idempotencyKey = useRef<string>(null);
  const call = useCallback(
    async (input: I) => {
      if (record) return update(record.id, input, record.version);
      idempotencyKey.current ??= newIdempotencyKey();
      try {
        const created = await create(input, { idempotencyKey: idempotencyKey.current });
        idempotencyKey.current = null;
        return created;
      } catch (failure: unknown) {
        if (wasRefused(failure)) idempotencyKey.current = null;
        throw failure;
      }
    },
    [record, create, update],
  );
  const { run, pending, error, clearError } = useMutation(call);

  const save = useCallback(
    async (input: I) => {
      const result = await run(input);
      if (result.ok) onSaved(record ? updatedMessage : createdMessage);
      else if (result.cause instanceof RecordChangedError) clearError();
      return result;
    },
    [run, record, onSaved, createdMessage, updatedMessage, clearError],
  );

  return { save, pending, error, dismissError: clearError };
}
