import type { Technology } from '@sistema/shared';
import { PAGE_TEXT } from '../messages.ts';
import { TechnologyCard } from './TechnologyCard.tsx';

export interface TechnologyGridProps {
  technologies: Technology[];
  onEdit: (technology: Technology) => void;
  onDelete: (technology: Technology) => void;
}

/** The cards: two columns on a desktop, one on a phone (.card-grid). */
export function TechnologyGrid({ technologies, onEdit, onDelete }: TechnologyGridProps) {
  return (
    <ul className="card-grid tech-grid" aria-label={PAGE_TEXT.gridLabel}>
      {technologies.map((technology) => (
        <li key={technology.id}>
          <TechnologyCard technology={technology} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
