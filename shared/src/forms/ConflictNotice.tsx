import { useEffect, useRef } from 'react';
import { CONFLICT_TEXT } from './conflict-text.ts';
import type { ShownValue } from './record-fields.ts';

/** Labelled values of a record, as a definition list. */
export function RecordValues({ values }: { values: ShownValue[] }) {
  return (
    <dl className="record-values">
      {values.map(({ key, label, value }) => (
        <div key={key} className="record-values__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ConflictNoticeProps {
  /** The fields whose current value differs from the one the user started from. */
  changes: ShownValue[];
  /** Makes the form save over the current version; the notice then submits the form. */
  onKeepMine: () => void;
  /** Fills the form with the current values. */
  onTakeCurrent: () => void;
  pending?: boolean;
}

/**
 * Inside an edit form, after a save answered 412: says someone else changed the record, lists
 * what changed, and offers the two ways on. The user's input is left as it is.
 */
export function ConflictNotice({
  changes,
  onKeepMine,
  onTakeCurrent,
  pending = false,
}: ConflictNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the choice they have to make.
  useEffect(() => ref.current?.focus(), []);

  return (
    <div ref={ref} className="conflict" role="alert" tabIndex={-1}>
      <p className="conflict__message">{CONFLICT_TEXT.changed}</p>
      {changes.length > 0 ? (
        <>
          <p>{CONFLICT_TEXT.changedFields}</p>
          <RecordValues values={changes} />
        </>
      ) : (
        <p>{CONFLICT_TEXT.sameValues}</p>
      )}
      <div className="conflict__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={pending}
          onClick={(event) => {
            // Read before the notice unmounts: the button then has no form any more.
            const form = event.currentTarget.form;
            onKeepMine();
            form?.requestSubmit();
          }}
        >
          {CONFLICT_TEXT.keepMine}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={pending}
          onClick={onTakeCurrent}
        >
          {CONFLICT_TEXT.takeCurrent}
        </button>
      </div>
    </div>
  );
}
