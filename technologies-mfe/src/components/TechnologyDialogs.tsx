import type { RecordDialogsProps, Technology } from '@sistema/shared';
import { DeleteTechnologyDialog } from './DeleteTechnologyDialog.tsx';
import { TechnologyFormModal } from './TechnologyFormModal.tsx';

/** The technologies page's dialogs: the form modal, then the delete confirmation. */
export function TechnologyDialogs(props: RecordDialogsProps<Technology>) {
  return (
    <>
      <TechnologyFormModal
        editor={props.editor}
        onClose={props.onClose}
        onSaved={props.onSaved}
        onOutdated={props.onOutdated}
      />
      <DeleteTechnologyDialog
        technology={props.deleting}
        onCancel={props.onCancelDelete}
        onDeleted={props.onDeleted}
        onOutdated={props.onOutdated}
      />
    </>
  );
}
