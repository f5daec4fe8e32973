import { useCallback, useRef } from 'react';
import type { Versioned } from '../api/conditional-write.ts';
import { newIdempotencyKey, wasRefused, type CreateOptions } from '../api/idempotency.ts';
import { useMutation, type MutationOptions } from './useMutation.ts';

export interface SaveRecordCalls<T extends Versioned, I> extends MutationOptions {
  create: (input: I, options: CreateOptions) => Promise<unknown>;
  /** The PUT, applied only if the record is still at `version` (If-Match). */
  update: (id: T['id'], input: I, version: number) => Promise<unknown>;
  /** The success banners (docs/product.md, messages) for a create and for an update. */
  createdMessage: string;
  updatedMessage: string;
}

/** One save: what to send, over which version (none for a create), and the create's key. */
interface Save<T extends Versioned, I> {
  input: I;
  record: T | null;
  idempotencyKey: string;
}

/**
 * Creates (no record given) or updates a record, once at a time. On success hands the message to
 * onSaved; on failure keeps the Spanish error for the form, so the modal stays open.
 *
 * A create carries the form's Idempotency-Key: one per opened form (the form mounts this hook per
 * opening), the same for every retry after a failure that may have stored the record, so a retry
 * never creates it twice; a new one after a success or a refusal (see wasRefused). The key travels
 * in the mutation's variables, so anything that repeats the mutation repeats it too.
 *
 * A version conflict is not kept as an error: the form shows it as a choice (useEditConflict).
 * Resolves with the call's result.
 */
export function useSaveRecord<T extends Versioned, I>(
  record: T | null,
  onSaved: (message: string) => void,
  { create, update, createdMessage, updatedMessage, invalidates }: SaveRecordCalls<T, I>,
) {
  const idempotencyKey = useRef<string>(null);
  const send = useCallback(
    ({ input, record: target, idempotencyKey: key }: Save<T, I>) =>
      target ? update(target.id, input, target.version) : create(input, { idempotencyKey: key }),
    [create, update],
  );
  const { run, pending, error, clearError } = useMutation(send, { invalidates });

  const save = useCallback(
    async (input: I) => {
      idempotencyKey.current ??= newIdempotencyKey();
      const result = await run({ input, record, idempotencyKey: idempotencyKey.current });
      if (result.ok || wasRefused(result.cause)) idempotencyKey.current = null;
      if (result.ok) onSaved(record ? updatedMessage : createdMessage);
      return result;
    },
    [run, record, onSaved, createdMessage, updatedMessage],
  );

  return { save, pending, error, dismissError: clearError };
}
