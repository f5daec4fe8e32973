import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RecordChangedError, RecordGoneError, type Versioned } from '../api/conditional-write.ts';
import type { MutationResult } from '../api/useMutation.ts';
import { changedFields, type RecordField } from './record-fields.ts';
import type { FormValues } from './useValidatedForm.ts';

export interface EditConflictOptions<T, V extends FormValues> {
  /** The form's fields with their Spanish labels: the changes are listed with them. */
  fields: RecordField<V>[];
  /** A record as the form holds it (the edit's prefill). */
  toValues: (record: T) => V;
  /** Fills the form: used when the user takes the current values. */
  reset: (values: V) => void;
  /** The list behind shows an outdated record (changed or deleted since): reload it. */
  onOutdated?: (() => void) | undefined;
}

/**
 * The version an edit form saves over, and what happens when someone else saved first (412): the
 * user's input stays, the changed fields are listed, and nothing is overwritten until the user
 * chooses to keep their values (saved over the new version) or to take the current ones.
 */
export function useEditConflict<T extends Versioned, V extends FormValues>(
  opened: T | null,
  { fields, toValues, reset, onOutdated }: EditConflictOptions<T, V>,
) {
  // `base` is the version the form started from; its version is what an update sends.
  const [base, setBase] = useState(opened);
  const [current, setCurrent] = useState<T | null>(null);

  /** Reads a save's result: a conflict is shown, a vanished record reloads the list. */
  const settle = (result: MutationResult<unknown>) => {
    if (result.ok) return;
    if (result.cause instanceof RecordChangedError) setCurrent(result.cause.current as T);
    if (result.cause instanceof RecordChangedError || result.cause instanceof RecordGoneError) {
      onOutdated?.();
    }
  };

  const conflict =
    base && current
      ? {
          changes: changedFields(fields, toValues(base), toValues(current)),
          /** Synchronous, so a submit right after it already saves over the current version. */
          onKeepMine: () =>
            flushSync(() => {
              setBase(current);
              setCurrent(null);
            }),
          onTakeCurrent: () => {
            reset(toValues(current));
            setBase(current);
            setCurrent(null);
          },
        }
      : null;

  return { base, conflict, settle };
}
