import type { RecordDialogsProps, Startup } from '@sistema/shared';
import { DeleteStartupDialog } from './DeleteStartupDialog.tsx';
import { StartupFormModal } from './StartupFormModal.tsx';

/** The create/edit modal and the delete confirmation of the startups page. */
export function StartupDialogs(dialogs: RecordDialogsProps<Startup>) {
  const { editor, onClose, onSaved, onOutdated } = dialogs;
  return (
    <>
      <StartupFormModal
        editor={editor}
        onClose={onClose}
        onSaved={onSaved}
        onOutdated={onOutdated}
      />
      <DeleteStartupDialog
        startup={dialogs.deleting}
        onCancel={dialogs.onCancelDelete}
        onDeleted={dialogs.onDeleted}
        onOutdated={onOutdated}
      />
    </>
  );
}
