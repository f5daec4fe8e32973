import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

export interface WindowVirtualListOptions {
  count: number;
  /** A first guess at one entry's height; the real height is measured. */
  estimateSize: number;
  /** Entries rendered beyond each edge of the screen, so Tab from the last visible one finds the next. */
  overscan: number;
  /** The space between two entries (the list's CSS gap). */
  gap: number;
  getItemKey: (index: number) => number | string;
}

/**
 * A long list with only the entries near the screen in the DOM, while the page itself scrolls (no
 * box inside the page to scroll, as on a phone). Returns the list's ref, the entries to render, and
 * the padding above and below that keeps the list's full height.
 */
export function useWindowVirtualList<E extends HTMLElement>({
  count,
  estimateSize,
  overscan,
  gap,
  getItemKey,
}: WindowVirtualListOptions) {
  const listRef = useRef<E>(null);
  // Where the list starts on the page: the virtualizer counts from the top of the document.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top ?? 0;
      setOffset(top + window.scrollY);
    };
    measure();
    // Whatever moves the list (a banner, the filters wrapping) changes the page's height.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan,
    gap,
    scrollMargin: offset,
    getItemKey,
  });
  const entries = virtualizer.getVirtualItems();
  const before = (entries[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((entries.at(-1)?.end ?? offset) - offset);
  return {
    listRef,
    entries,
    padding: { paddingTop: before, paddingBottom: after },
    measureElement: virtualizer.measureElement,
  };
}
