import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Modal, type ModalProps } from '../components/Modal.tsx';

export const DISCARD_CHANGES_TEXT = {
  title: '¿Descartar los cambios?',
  message: 'Los cambios de este formulario no se han guardado y se perderán.',
  keepEditing: 'Seguir editando',
  discard: 'Descartar',
} as const;

/** What a FormModal hands the form inside it. */
export interface FormModalControls {
  /** For the form's Cancelar: closes at once when nothing changed, else asks first. */
  requestClose: () => void;
  /** The form tells whether it has unsaved changes (see useReportDirty). */
  reportDirty: (dirty: boolean) => void;
}

export interface FormModalProps extends Omit<ModalProps, 'children'> {
  children: (controls: FormModalControls) => ReactNode;
}

/**
 * A modal holding a create/edit form. Escape, × and the form's Cancelar close an unchanged form at
 * once; with changes they ask '¿Descartar los cambios?' first, 'Seguir editando' being the focused,
 * safe choice. A save closes it through the owner, without asking.
 */
export function FormModal({ open, onClose, children, ...modal }: FormModalProps) {
  const [dirty, reportDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const requestClose = useCallback(() => {
    if (dirty) setConfirming(true);
    else onClose();
  }, [dirty, onClose]);

  const discard = () => {
    setConfirming(false);
    reportDirty(false);
    onClose();
  };

  return (
    <>
      <Modal {...modal} open={open} onClose={requestClose}>
        {children({ requestClose, reportDirty })}
      </Modal>
      <ConfirmDialog
        open={open && confirming}
        title={DISCARD_CHANGES_TEXT.title}
        message={DISCARD_CHANGES_TEXT.message}
        cancelLabel={DISCARD_CHANGES_TEXT.keepEditing}
        confirmLabel={DISCARD_CHANGES_TEXT.discard}
        onCancel={() => setConfirming(false)}
        onConfirm={discard}
      />
    </>
  );
}

/** Keeps the FormModal around a form told whether the form has unsaved changes. */
export function useReportDirty(reportDirty: (dirty: boolean) => void, isDirty: boolean) {
  useEffect(() => {
    reportDirty(isDirty);
    // A form that goes away leaves nothing to lose.
    return () => reportDirty(false);
  }, [reportDirty, isDirty]);
}
