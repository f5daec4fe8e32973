import { useWindowVirtualList } from '@sistema/shared';
import { PAGE_TEXT } from '../messages.ts';
import { StartupItem } from './StartupItem.tsx';
import type { StartupItemsProps } from './startup-items.ts';

/**
 * The stacked items with only those near the screen in the DOM; aria-setsize/aria-posinset tell
 * assistive technology the true size.
 */
export function VirtualStartupStack({ startups, onEdit, onDelete, onRendered }: StartupItemsProps) {
  const { listRef, entries, padding, measureElement } = useWindowVirtualList<HTMLUListElement>({
    count: startups.length,
    // An item is its name, four labelled fields and the buttons.
    estimateSize: 230,
    overscan: 4,
    // .startup-stack's gap.
    gap: 12,
    getItemKey: (index) => startups[index]?.id ?? index,
    onRendered,
  });

  return (
    <ul ref={listRef} className="startup-stack" aria-label={PAGE_TEXT.tableCaption} style={padding}>
      {entries.map((entry) => {
        const startup = startups[entry.index];
        return startup ? (
          <StartupItem
            key={entry.key}
            ref={measureElement}
            index={entry.index}
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
