import type { Startup } from '@sistema/shared';

/** What the table is given, whether it renders every row or only the visible ones. */
export interface StartupTableProps {
  startups: Startup[];
  onEdit: (startup: Startup) => void;
  onDelete: (startup: Startup) => void;
}
