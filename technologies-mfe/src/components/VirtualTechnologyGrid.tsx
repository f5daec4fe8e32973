import { useWindowVirtualList, type Technology } from '@sistema/shared';
import { PAGE_TEXT } from '../messages.ts';
import { TechnologyCard } from './TechnologyCard.tsx';

export interface VirtualTechnologyGridProps {
  technologies: Technology[];
  /** Cards per row: two on a desktop, one on a phone. */
  columns: number;
  onEdit: (technology: Technology) => void;
  onDelete: (technology: Technology) => void;
  /** The index of the last card rendered: the kit loads the next page near the end. */
  onRendered?: (lastIndex: number) => void;
}

/**
 * The grid with only the rows near the screen in the DOM (10,000 technologies stay light). The page
 * scrolls; each row of cards is measured (a description opened with 'Ver más' makes it taller).
 * aria-setsize/aria-posinset tell assistive technology the true size of the list.
 */
export function VirtualTechnologyGrid({
  technologies,
  columns,
  onEdit,
  onDelete,
  onRendered,
}: VirtualTechnologyGridProps) {
  const { listRef, entries, padding, measureElement } = useWindowVirtualList<HTMLDivElement>({
    count: Math.ceil(technologies.length / columns),
    // A card without a description; the real height is measured.
    estimateSize: 190,
    overscan: 3,
    // .card-grid's gap.
    gap: 16,
    getItemKey: (row) => technologies[row * columns]?.id ?? row,
    // Rows of cards: the last card of the last row rendered.
    onRendered: onRendered && ((row) => onRendered((row + 1) * columns - 1)),
  });

  return (
    <div
      ref={listRef}
      role="list"
      className="tech-grid tech-grid--virtual"
      aria-label={PAGE_TEXT.gridLabel}
      style={padding}
    >
      {entries.map((row) => (
        <div
          key={row.key}
          ref={measureElement}
          data-index={row.index}
          role="none"
          className="card-grid tech-grid__row"
        >
          {technologies
            .slice(row.index * columns, (row.index + 1) * columns)
            .map((technology, i) => (
              <div
                key={technology.id}
                role="listitem"
                aria-posinset={row.index * columns + i + 1}
                aria-setsize={technologies.length}
              >
                <TechnologyCard technology={technology} onEdit={onEdit} onDelete={onDelete} />
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
