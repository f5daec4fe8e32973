import type { ListViewProps, Startup } from '@sistema/shared';
import type { StartupSortKey } from '../startup-sort.ts';
import { StartupStack } from './StartupStack.tsx';
import { StartupTable } from './StartupTable.tsx';

/** The startups in their order: a table with sortable headers, or stacked items on a phone. */
export function StartupView({
  records,
  narrow,
  order,
  onSort,
  onEdit,
  onDelete,
  onRendered,
}: ListViewProps<Startup, StartupSortKey>) {
  const items = { startups: records, onEdit, onDelete, onRendered };
  if (narrow) return <StartupStack {...items} />;
  return <StartupTable {...items} order={order} onSort={onSort} />;
}
