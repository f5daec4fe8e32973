import { useCallback } from 'react';
import { RecordChangedError, type Versioned } from './conditional-write.ts';
import { useMutation } from './useMutation.ts';

export interface SaveRecordCalls<T extends Versioned, I> {
  create: (input: I) => Promise<unknown>;
  /** The PUT, applied only if the record is still at `version` (If-Match). */
  update: (id: T['id'], input: I, version: number) => Promise<unknown>;
  /** The success banners of SPEC.md §8 for a create and for an update. */
  createdMessage: string;
  updatedMessage: string;
}

/**
 * Creates (no record given) or updates a record, once at a time. On success hands the spec's
 * message to onSaved; on failure keeps the Spanish error for the form, so the modal stays open,
 * except a version conflict, which the form shows as a choice (useEditConflict) instead.
 * Resolves with the call's result.
 */
export function useSaveRecord<T extends Versioned, I>(
  record: T | null,
  onSaved: (message: string) => void,
  { create, update, createdMessage, updatedMessage }: SaveRecordCalls<T, I>,
) {
  const call = useCallback(
    (input: I) => (record ? update(record.id, input, record.version) : create(input)),
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
