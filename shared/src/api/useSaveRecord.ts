import { useCallback } from 'react';
import { useMutation } from './useMutation.ts';

export interface SaveRecordCalls<T extends { id: number }, I> {
  create: (input: I) => Promise<unknown>;
  update: (id: T['id'], input: I) => Promise<unknown>;
  /** The success banners of SPEC.md §8 for a create and for an update. */
  createdMessage: string;
  updatedMessage: string;
}

/**
 * Creates (no record given) or updates a record, once at a time. On success hands the spec's
 * message to onSaved; on failure keeps the Spanish error for the form, so the modal stays open.
 */
export function useSaveRecord<T extends { id: number }, I>(
  record: T | null,
  onSaved: (message: string) => void,
  { create, update, createdMessage, updatedMessage }: SaveRecordCalls<T, I>,
) {
  const call = useCallback(
    (input: I) => (record ? update(record.id, input) : create(input)),
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
