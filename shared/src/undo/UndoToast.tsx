import { useEffect, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import type { BulkText } from '../selection/bulk-text.ts';
import type { RestoreAnswer } from '../selection/delete-actions.ts';

/** How long 'Deshacer' stays after a delete; the time starts again once hover and focus leave. */
export const UNDO_VISIBLE_MS = 10_000;

/** A delete that can be undone: its tokens, and how many records it took. */
export interface UndoOffer {
  tokens: string[];
  count: number;
  /** Changes on every offer, so a new delete restarts the time. */
  key: number;
}

export interface UndoToastProps {
  offer: UndoOffer;
  restore: (tokens: readonly string[]) => Promise<RestoreAnswer>;
  onRestored: (answer: RestoreAnswer) => void;
  onClose: () => void;
  text: BulkText;
}

/**
 * 'Deshacer' after a delete (docs/product.md keeps the success banner's text and 3 s, so the undo
 * is its own toast beside it). It stays at least 10 s, and as long as the pointer is over it or
 * focus is inside it; a failed restore says why in Spanish and stays until closed.
 */
export function UndoToast({ offer, restore, onRestored, onClose, text }: UndoToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = hovered || focused || pending || error !== null;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, UNDO_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [held, onClose, offer.key]);

  const undo = async () => {
    if (pending) return;
    setPending(true);
    try {
      onRestored(await restore(offer.tokens));
    } catch (failure: unknown) {
      setError(getErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div
      className={`alert undo-toast${error ? ' alert--error' : ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p className="alert__message" role={error ? 'alert' : 'status'}>
        {error ?? text.undoLine(offer.count)}
      </p>
      {!error && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-disabled={pending}
          onClick={() => void undo()}
        >
          {pending ? text.undoing : text.undo}
        </button>
      )}
      <button type="button" className="alert__close" aria-label={text.close} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
