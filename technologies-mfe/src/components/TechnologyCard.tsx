import { formatDateTime, SelectRecordCheckbox, type Technology } from '@sistema/shared';
import { useId } from 'react';
import { CARD_TEXT } from '../messages.ts';
import { AdoptionBadge } from './AdoptionBadge.tsx';
import { TechnologyDescription } from './TechnologyDescription.tsx';

/** A card's 'Editar', found again after the list reloads to put focus back on it. */
export const findEditButton = (container: ParentNode | null, id: number) =>
  container?.querySelector<HTMLElement>(`[data-edit-technology="${id}"]`) ?? null;

export interface TechnologyCardProps {
  technology: Technology;
  onEdit: (technology: Technology) => void;
  onDelete: (technology: Technology) => void;
}

export function TechnologyCard({ technology, onEdit, onDelete }: TechnologyCardProps) {
  const headingId = useId();
  const { id, name, sector, description, adoption_level, updated_at } = technology;
  return (
    <article className="card tech-card" aria-labelledby={headingId}>
      <header className="tech-card__header">
        <h2 id={headingId} className="tech-card__name">
          {name}
        </h2>
        <AdoptionBadge level={adoption_level} />
      </header>
      <p className="tech-card__sector">{sector}</p>
      {description && <TechnologyDescription name={name} text={description} />}
      <p className="tech-card__updated">
        {CARD_TEXT.updatedAt} <time dateTime={updated_at}>{formatDateTime(updated_at)}</time>
      </p>
      <SelectRecordCheckbox record={technology} withWord />
      <div className="tech-card__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={CARD_TEXT.editLabel(name)}
          data-edit-technology={id}
          onClick={() => onEdit(technology)}
        >
          {CARD_TEXT.edit}
        </button>
        <button
          type="button"
          className="btn btn--link-danger btn--small"
          aria-label={CARD_TEXT.deleteLabel(name)}
          onClick={() => onDelete(technology)}
        >
          {CARD_TEXT.delete}
        </button>
      </div>
    </article>
  );
}
