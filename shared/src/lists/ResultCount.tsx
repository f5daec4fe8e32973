export interface ResultCountProps {
  /** How many records the filters found, or null while they load or after a failed load. */
  count: number | null;
  /** The Spanish sentence for a count ('12 startups', '1 tecnología'). */
  label: (count: number) => string;
}

/**
 * How many records the filters found, in a polite live region: a screen reader announces it after
 * each change without interrupting. It empties while a list loads, so the same count after a new
 * filter is announced again; its height is kept so nothing below moves.
 */
export function ResultCount({ count, label }: ResultCountProps) {
  return (
    <p className="list-count" aria-live="polite" aria-atomic="true">
      {count === null ? '' : label(count)}
    </p>
  );
}
