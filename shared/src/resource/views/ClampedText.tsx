import { useId, useLayoutEffect, useRef, useState } from 'react';
import { CARD_TEXT } from './card-text.ts';

export interface ClampedTextProps {
  /** The record's name, for the toggle's accessible name. */
  name: string;
  text: string;
}

/**
 * A card's paragraph, clamped to a few lines so a long one does not stretch the grid. Only when the
 * text is cut does 'Ver más' show, a button that expands it in place ('Ver menos' folds it again).
 */
export function ClampedText({ name, text }: ClampedTextProps) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  // Whether the clamp cuts the text depends on the card's width: measured again when it changes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <>
      <p
        id={id}
        ref={ref}
        className={`record-card__text${expanded ? '' : ' record-card__text--clamped'}`}
      >
        {text}
      </p>
      {(cut || expanded) && (
        <button
          type="button"
          className="btn-text"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={expanded ? CARD_TEXT.showLessLabel(name) : CARD_TEXT.showMoreLabel(name)}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? CARD_TEXT.showLess : CARD_TEXT.showMore}
        </button>
      )}
    </>
  );
}
