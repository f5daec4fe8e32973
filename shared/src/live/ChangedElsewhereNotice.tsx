import type { Versioned } from '../api/conditional-write.ts';
import { LIVE_TEXT } from './live-text.ts';
import { useChangedElsewhere } from './useChangedElsewhere.ts';

/**
 * Inside an edit form: says at once that someone else changed (or removed) the record, before the
 * user saves. Polite, and focus stays in the field being typed in; saving then goes through the
 * usual version check and its field-by-field merge (forms/useEditConflict.ts).
 */
export function ChangedElsewhereNotice({
  queryKey,
  base,
}: {
  queryKey: readonly [string];
  base: Versioned | null;
}) {
  const changed = useChangedElsewhere(queryKey, base);
  return (
    // A live region without role="status", like LiveListStatus: the form's own status stays one.
    <div aria-live="polite" aria-atomic="true" data-changed-elsewhere-region="">
      {changed && (
        <p className="conflict conflict__message" data-changed-elsewhere={changed}>
          {changed === 'gone' ? LIVE_TEXT.recordGone : LIVE_TEXT.recordChanged}
        </p>
      )}
    </div>
  );
}
