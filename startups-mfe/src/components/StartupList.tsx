import { ListResults, type Startup } from '@sistema/shared';
import { PAGE_TEXT } from '../messages.ts';
import { StartupTable } from './StartupTable.tsx';

export interface StartupListProps {
  startups: Startup[];
  loading: boolean;
  /** A failed load shows its error banner and 'Reintentar': no list, no "create the first". */
  failed: boolean;
  onRetry: () => void;
  onEdit: (startup: Startup) => void;
  onDelete: (startup: Startup) => void;
}

/** The results area: the spinner while a request runs, then the table or the empty state. */
export function StartupList({
  startups,
  loading,
  failed,
  onRetry,
  onEdit,
  onDelete,
}: StartupListProps) {
  return (
    <ListResults
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      count={startups.length}
      loadingLabel={PAGE_TEXT.loading}
      emptyMessage={PAGE_TEXT.empty}
    >
      <StartupTable startups={startups} onEdit={onEdit} onDelete={onDelete} />
    </ListResults>
  );
}
