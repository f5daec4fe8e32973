import { ListResults, ResultCount, type Startup } from '@sistema/shared';
import { useNarrowScreen } from '../hooks/useNarrowScreen.ts';
import { useStartupSort } from '../hooks/useStartupSort.ts';
import { LIST_TEXT, PAGE_TEXT } from '../messages.ts';
import { StartupSortSelect } from './StartupSortSelect.tsx';
import { StartupStack } from './StartupStack.tsx';
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

/**
 * The results area: how many startups the filters found, then the spinner while a request runs,
 * then the startups in the chosen order (a table, or stacked items on a phone) or the empty state.
 */
export function StartupList({
  startups,
  loading,
  failed,
  onRetry,
  onEdit,
  onDelete,
}: StartupListProps) {
  const narrow = useNarrowScreen();
  const sort = useStartupSort(startups);
  const items = { startups: sort.sorted, onEdit, onDelete };
  return (
    <>
      <div className="list-toolbar">
        <ResultCount count={loading || failed ? null : startups.length} label={LIST_TEXT.count} />
        {narrow && <StartupSortSelect choice={sort.choice} onChoose={sort.choose} />}
      </div>
      <ListResults
        loading={loading}
        failed={failed}
        onRetry={onRetry}
        count={startups.length}
        loadingLabel={PAGE_TEXT.loading}
        emptyMessage={PAGE_TEXT.empty}
      >
        {narrow ? (
          <StartupStack {...items} />
        ) : (
          <StartupTable {...items} order={sort.order} onSort={sort.toggle} />
        )}
      </ListResults>
    </>
  );
}
