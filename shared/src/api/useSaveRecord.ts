import { useCallback, useRef } from 'react';
import { newIdempotencyKey, wasRefused, type CreateOptions } from './idempotency.ts';
import { useMutation } from './useMutation.ts';

export interface SaveRecordCalls<T extends { id: number }, I> {
  create: (input: I, options: CreateOptions) => Promise<unknown>;
  update: (id: T['id'], input: I) => Promise<unknown>;
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
 */
export function useSaveRecord<T extends { id: number }, I>(
  record: T | null,
  onSaved: (message: string) => void,
  { create, update, createdMessage, updatedMessage }: SaveRecordCalls<T, I>,
) {
  const idempotencyKey = useRef<string>(null);
  const call = useCallback(
    async (input: I) => {
      if (record) return update(record.id, input);
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
    },
    [run, record, onSaved, createdMessage, updatedMessage],
  );

  return { save, pending, error, dismissError: clearError };
}
