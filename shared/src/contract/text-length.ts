// Lengths as a person counts them: "🇲🇽", "👩‍💻" and "é" written as e + accent are one character
// each, though they are 2 to 5 UTF-16 code units. The forms and the API count with these, so a
// limit means the same on both sides.

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** The number of characters a person sees (Unicode grapheme clusters). */
export function graphemeLength(text: string): number {
  return [...graphemes.segment(text)].length;
}

/** The first `max` characters a person sees, never cutting one in half. */
export function sliceGraphemes(text: string, max: number): string {
  let end = 0;
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    end += segment.length;
    count += 1;
  }
  return text.slice(0, end);
}

// A UTF-16 surrogate not paired with its other half is no character at all: it cannot be encoded
// in UTF-8 (PostgreSQL would store U+FFFD) and a browser cannot show it. With the `u` flag a pair
// is one code point, so this matches only halves standing alone.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** True when the text is well-formed Unicode (String.prototype.isWellFormed, for any browser). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
