import type { ListViewProps, Technology } from '@sistema/shared';
import type { TechnologySortKey } from '../technology-sort.ts';
import { PAGE_TEXT } from '../messages.ts';
import { TechnologyCard } from './TechnologyCard.tsx';
import { VirtualTechnologyGrid } from './VirtualTechnologyGrid.tsx';

/** From this many technologies only the cards near the screen are rendered. */
export const VIRTUALIZE_FROM_CARDS = 200;

/**
 * The cards: two columns on a desktop, one on a phone (.card-grid). There are no column headers to
 * sort by: the page's 'Ordenar por' select does it on every screen.
 */
export function TechnologyGrid({
  records,
  narrow,
  onEdit,
  onDelete,
  onRendered,
}: ListViewProps<Technology, TechnologySortKey>) {
  if (records.length >= VIRTUALIZE_FROM_CARDS) {
    return (
      <VirtualTechnologyGrid
        technologies={records}
        columns={narrow ? 1 : 2}
        onEdit={onEdit}
        onDelete={onDelete}
        onRendered={onRendered}
      />
    );
  }
  return (
    <ul className="card-grid tech-grid" aria-label={PAGE_TEXT.gridLabel}>
      {records.map((technology) => (
        <li key={technology.id}>
          <TechnologyCard technology={technology} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
