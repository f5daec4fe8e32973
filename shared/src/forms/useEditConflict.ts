import { useState } from 'react';
import { flushSync } from 'react-dom';
import { isOutdated, RecordChangedError, type Versioned } from '../api/conditional-write.ts';
import type { MutationResult } from '../server-state/useMutation.ts';
import type { FormField } from './form-field.ts';
import { mergeFields } from './merge-fields.ts';
import { shownFields, type ShownValue } from './record-fields.ts';
import type { FormValues } from './useValidatedForm.ts';

export interface EditConflictOptions<T, V extends FormValues> {
  /** The form's fields with their Spanish labels: the merge is listed with them. */
  fields: readonly FormField<V>[];
  /** A record as the form holds it (the edit's prefill). */
  toValues: (record: T) => V;
  /** Sets one field of the form, keeping it a change of the user's. */
  setValue: (field: keyof V, value: string) => void;
  /** The list behind shows an outdated record (changed or deleted since): reload it. */
  onOutdated?: (() => void) | undefined;
}

/** A field both people changed: the user's value and the current one, as the screen reads them. */
export interface ConflictingField {
  key: string;
  label: string;
  mine: string;
  theirs: string;
}

/** What the conflict notice shows after a 412, and its ways on. */
export interface EditConflict {
  /** Fields only the other person changed, with the value now in the form. */
  taken: ShownValue[];
  /** Fields both changed differently: the user chooses. */
  conflicting: ConflictingField[];
  /** Saves the form as it is over the current version (the notice then submits the form). */
  onKeepMine: () => void;
  /** Puts the current values in the conflicting fields; the user reviews and saves. */
  onTakeCurrent: () => void;
}

interface Refused<T, V> {
  current: T;
  mine: V;
  theirs: V;
  taken: (keyof V & string)[];
  conflicting: (keyof V & string)[];
}

/**
 * The version an edit form saves over, and what happens when someone else saved first (412): the
 * record as opened, the user's input and the current record are merged field by field. What only
 * the other person changed goes into the form at once, what only the user changed stays, and only
 * the fields both changed wait for the user's choice; until then a save still sends the old version
 * (refused again), so nothing is overwritten without it.
 */
export function useEditConflict<T extends Versioned, V extends FormValues>(
  opened: T | null,
  { fields, toValues, setValue, onOutdated }: EditConflictOptions<T, V>,
) {
  // `base` is the version the form started from; its version is what an update sends.
  const [base, setBase] = useState(opened);
  const [refused, setRefused] = useState<Refused<T, V> | null>(null);

  /** Reads a save's result (`mine`: the values it sent): a 412 is merged, a vanished record reloads the list. */
  const settle = (result: MutationResult<unknown>, mine: V) => {
    if (result.ok) return;
    if (result.cause instanceof RecordChangedError && base) {
      const current = result.cause.current as T;
      const theirs = toValues(current);
      const keys = fields.map((field) => field.key);
      const merge = mergeFields(keys, toValues(base), mine, theirs);
      for (const key of merge.taken) setValue(key, theirs[key] ?? '');
      // Nothing to choose: the form now holds both people's changes and saves over the new version.
      if (merge.conflicting.length === 0) setBase(current);
      setRefused({ current, mine, theirs, ...merge });
    }
    if (isOutdated(result.cause)) onOutdated?.();
  };

  const conflict: EditConflict | null = refused && {
    taken: shownFields(fields, refused.taken, refused.theirs),
    conflicting: fields
      .filter((field) => refused.conflicting.includes(field.key))
      .map((field) => {
        const [mine] = shownFields([field], [field.key], refused.mine);
        const [theirs] = shownFields([field], [field.key], refused.theirs);
        return {
          key: field.key,
          label: field.label,
          mine: mine?.value ?? '',
          theirs: theirs?.value ?? '',
        };
      }),
    /** Synchronous, so a submit right after it already saves over the current version. */
    onKeepMine: () =>
      flushSync(() => {
        setBase(refused.current);
        setRefused(null);
      }),
    onTakeCurrent: () => {
      for (const key of refused.conflicting) setValue(key, refused.theirs[key] ?? '');
      setBase(refused.current);
      setRefused(null);
    },
  };

  return { base, conflict, settle };
}
