import { ListResults, ResultCount, type Technology } from '@sistema/shared';
import { LIST_TEXT, PAGE_TEXT } from '../messages.ts';
import { TechnologyGrid } from './TechnologyGrid.tsx';

export interface TechnologyListProps {
  technologies: Technology[];
  loading: boolean;
  /** A failed load shows its error banner and 'Reintentar': no list, no "create the first". */
  failed: boolean;
  onRetry: () => void;
  onEdit: (technology: Technology) => void;
  onDelete: (technology: Technology) => void;
}

/**
 * The results area: how many technologies the filters found, then the spinner while a request
 * runs, then the grid or the empty state.
 */
export function TechnologyList({
  technologies,
  loading,
  failed,
  onRetry,
  onEdit,
  onDelete,
}: TechnologyListProps) {
  return (
    <>
      <div className="list-toolbar">
        <ResultCount
          count={loading || failed ? null : technologies.length}
          label={LIST_TEXT.count}
        />
      </div>
      <ListResults
        loading={loading}
        failed={failed}
        onRetry={onRetry}
        count={technologies.length}
        loadingLabel={PAGE_TEXT.loading}
        emptyMessage={PAGE_TEXT.empty}
      >
        <TechnologyGrid technologies={technologies} onEdit={onEdit} onDelete={onDelete} />
      </ListResults>
    </>
  );
}
