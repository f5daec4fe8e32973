import { useEffect, useRef } from 'react';
import { CONFLICT_TEXT } from './conflict-text.ts';
import type { ShownValue } from './record-fields.ts';
import type { ConflictingField, EditConflict } from './useEditConflict.ts';

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

/** The fields both people changed: each with the user's value and the current one. */
function ConflictingValues({ fields }: { fields: ConflictingField[] }) {
  return (
    <dl className="record-values">
      {fields.map(({ key, label, mine, theirs }) => (
        <div key={key} className="record-values__row record-values__row--both">
          <dt>{label}</dt>
          <dd>
            {CONFLICT_TEXT.mine}: {mine}
          </dd>
          <dd>
            {CONFLICT_TEXT.theirs}: {theirs}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface ConflictNoticeProps extends EditConflict {
  pending?: boolean;
}

/**
 * Inside an edit form, after a save answered 412: says someone else changed the record, lists
 * what was merged into the form and what the user has to choose, and offers the ways on.
 */
export function ConflictNotice({
  taken,
  conflicting,
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
      {taken.length > 0 && (
        <>
          <p>{CONFLICT_TEXT.taken}</p>
          <RecordValues values={taken} />
        </>
      )}
      {conflicting.length > 0 && (
        <>
          <p>{CONFLICT_TEXT.conflicting}</p>
          <ConflictingValues fields={conflicting} />
        </>
      )}
      {taken.length === 0 && conflicting.length === 0 && <p>{CONFLICT_TEXT.sameValues}</p>}
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
        {conflicting.length > 0 && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={pending}
            onClick={onTakeCurrent}
          >
            {CONFLICT_TEXT.takeCurrent}
          </button>
        )}
      </div>
    </div>
  );
}
