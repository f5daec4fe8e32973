import type { Versioned } from '../api/conditional-write.ts';
import { LIVE_TEXT } from './live-text.ts';
import { useChangedElsewhere } from './useChangedElsewhere.ts';

/**
 * Inside an edit form: says at once that someone else changed (or removed) the record, before the
 * user saves. A polite status that appears with its text (nothing is rendered until then, so the
 * form's own live regions, like the description counter, stay the only ones); focus stays in the
 * field being typed in. Saving then goes through the usual version check and its field-by-field
 * merge (forms/useEditConflict.ts).
 */
export function ChangedElsewhereNotice({
  queryKey,
  base,
}: {
  queryKey: readonly [string];
  base: Versioned | null;
}) {
  const changed = useChangedElsewhere(queryKey, base);
  if (!changed) return null;
  return (
    <p className="conflict conflict__message" role="status" data-changed-elsewhere={changed}>
      {changed === 'gone' ? LIVE_TEXT.recordGone : LIVE_TEXT.recordChanged}
    </p>
  );
}
