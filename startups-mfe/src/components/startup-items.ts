import type { SortOrder, Startup } from '@sistema/shared';
import type { StartupSortKey } from '../startup-sort.ts';

/** From this many startups only the visible ones are rendered (a 10,000-row list stays light). */
export const VIRTUALIZE_FROM_ROWS = 200;

/** A whole list's stacked item (name, four fields, checkbox, buttons): 295 px from 360 to 700 px wide. */
export const ITEM_HEIGHT_ESTIMATE = 295;

/** What every view of the startups (table or stacked items, whole or virtualised) is given. */
export interface StartupItemsProps {
  startups: Startup[];
  onEdit: (startup: Startup) => void;
  onDelete: (startup: Startup) => void;
  /** A virtualised view's last rendered index: the kit loads the next page near the end. */
  onRendered?: (lastIndex: number) => void;
}

/** The table's sortable headers: the current order and a header's click. */
export interface StartupSortProps {
  order: SortOrder<StartupSortKey> | null;
  onSort: (key: StartupSortKey) => void;
}

/** A startup's 'Editar' (row or item), found again after the list reloads to put focus back. */
export const findEditButton = (container: ParentNode | null, id: number) =>
  container?.querySelector<HTMLElement>(`[data-edit-startup="${id}"]`) ?? null;
