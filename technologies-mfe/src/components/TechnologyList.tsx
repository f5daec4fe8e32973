import { ListResults, type Technology } from '@sistema/shared';
import { PAGE_TEXT } from '../messages.ts';
import { TechnologyGrid } from './TechnologyGrid.tsx';

export interface TechnologyListProps {
  technologies: Technology[];
  loading: boolean;
  /** A failed load shows only its error banner: no cards and no "create the first" invitation. */
  failed: boolean;
  onEdit: (technology: Technology) => void;
  onDelete: (technology: Technology) => void;
}

/** The results area: the spinner while a request runs, then the grid or the empty state. */
export function TechnologyList({
  technologies,
  loading,
  failed,
  onEdit,
  onDelete,
}: TechnologyListProps) {
  return (
    <ListResults
      loading={loading}
      failed={failed}
      count={technologies.length}
      loadingLabel={PAGE_TEXT.loading}
      emptyMessage={PAGE_TEXT.empty}
    >
      <TechnologyGrid technologies={technologies} onEdit={onEdit} onDelete={onDelete} />
    </ListResults>
  );
}
