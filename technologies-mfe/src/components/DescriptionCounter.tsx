import { useDebouncedValue } from '@sistema/shared';
import { COUNTER_TEXT } from '../messages.ts';

/** From here on the counter turns amber and says in words how many characters are left. */
export const NEAR_LIMIT_FROM = 450;
/** A screen reader hears the count once typing pauses, not on every key. */
export const ANNOUNCE_AFTER_MS = 700;

export interface DescriptionCounterProps {
  length: number;
  max: number;
}

/**
 * The description's live counter ('26/500'), the field's hint. Near the limit it changes colour and
 * adds 'quedan 12': the cue is never colour alone.
 */
export function DescriptionCounter({ length, max }: DescriptionCounterProps) {
  const left = max - length;
  const near = length >= NEAR_LIMIT_FROM;
  const state = left <= 0 ? 'full' : near ? 'near' : 'ok';
  return (
    <span className={`counter counter--${state}`}>
      <span>{COUNTER_TEXT.counter(length, max)}</span>
      {near && ' · '}
      {near && <span>{COUNTER_TEXT.left(left)}</span>}
    </span>
  );
}

/**
 * Near the limit, says politely how many characters are left. Kept apart from the counter, which
 * is the textarea's description: read with the field, never announced on every key.
 */
export function DescriptionLeftAnnouncer({ length, max }: DescriptionCounterProps) {
  const message = length >= NEAR_LIMIT_FROM ? COUNTER_TEXT.leftAnnouncement(max - length) : '';
  const announced = useDebouncedValue(message, ANNOUNCE_AFTER_MS);
  return (
    <p className="visually-hidden" aria-live="polite">
      {announced}
    </p>
  );
}
