import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { PAGE_TEXT } from '../messages.ts';
import { StartupItem } from './StartupItem.tsx';
import type { StartupItemsProps } from './startup-items.ts';

// An item is its name, four labelled fields and the buttons; the real height is measured.
const ESTIMATED_ITEM_HEIGHT_PX = 230;
// Items rendered beyond each edge of the screen, so Tab from the last visible one finds the next.
const OVERSCAN_ITEMS = 4;
// The space between two items (.startup-stack's gap).
const GAP_PX = 12;

/**
 * The stacked items with only those near the screen in the DOM. The page itself scrolls (no box
 * inside the page to scroll on a phone); padding above and below keeps the list's full height, and
 * aria-setsize/aria-posinset tell assistive technology the true size.
 */
export function VirtualStartupStack({ startups, onEdit, onDelete }: StartupItemsProps) {
  const listRef = useRef<HTMLUListElement>(null);
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

  // The virtualizer returns fresh values on every scroll by design; the compiler cannot memoise it.
  const virtualizer = useWindowVirtualizer({
    count: startups.length,
    estimateSize: () => ESTIMATED_ITEM_HEIGHT_PX,
    overscan: OVERSCAN_ITEMS,
    gap: GAP_PX,
    scrollMargin: offset,
    getItemKey: (index) => startups[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset);

  return (
    <ul
      ref={listRef}
      className="startup-stack"
      aria-label={PAGE_TEXT.tableCaption}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) => {
        const startup = startups[item.index];
        return startup ? (
          <StartupItem
            key={item.key}
            ref={virtualizer.measureElement}
            index={item.index}
            setSize={startups.length}
            startup={startup}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ) : null;
      })}
    </ul>
  );
}
