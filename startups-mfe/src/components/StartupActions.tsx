import type { Startup } from '@sistema/shared';
import { ROW_ACTIONS } from '../messages.ts';

export interface StartupActionsProps {
  startup: Startup;
  onEdit: (startup: Startup) => void;
  onDelete: (startup: Startup) => void;
  /** The table's small buttons, or the stacked item's touch-sized ones. */
  className: string;
}

/** A startup's 'Editar' and 'Eliminar', named after the startup they act on. */
export function StartupActions({ startup, onEdit, onDelete, className }: StartupActionsProps) {
  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={ROW_ACTIONS.editLabel(startup.name)}
        data-edit-startup={startup.id}
        onClick={() => onEdit(startup)}
      >
        {ROW_ACTIONS.edit}
      </button>
      <button
        type="button"
        className="btn btn--link-danger btn--small"
        aria-label={ROW_ACTIONS.deleteLabel(startup.name)}
        onClick={() => onDelete(startup)}
      >
        {ROW_ACTIONS.delete}
      </button>
    </div>
  );
}
