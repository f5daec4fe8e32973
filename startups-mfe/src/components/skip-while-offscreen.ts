import type { CSSProperties } from 'react';

/**
 * The style of each entry of a whole (not virtualised) list: the browser skips the style and layout
 * of the entries away from the screen until they near it (`content-visibility: auto`), yet they stay
 * in the DOM, so find-in-page, screen readers and Tab still reach every one. On a phone, laying out
 * 100 startups' cards at once was a 140 ms task under Lighthouse's 4× slowdown.
 *
 * `estimatedHeight` holds an entry's room until it has been laid out once (then its own last height
 * is kept): close to the real one, the scrollbar hardly moves. Never for a virtualised entry, whose
 * real height the virtualiser measures.
 *
 * Here, not in @sistema/shared: this remote runs on the live shell's copy of shared, which may be
 * older than a new export (docs/decisions/009-versioned-remotes-and-the-live-manifest.md).
 */
export const skipWhileOffscreen = (estimatedHeight: number): CSSProperties => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${String(estimatedHeight)}px`,
});
