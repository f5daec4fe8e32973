import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../components/Modal.tsx';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { NavigationGuard } from './NavigationGuard.tsx';

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
 * A modal holding a create/edit form. Escape, ×, the form's Cancelar and leaving the page close an
 * unchanged form at once; with changes they ask '¿Descartar los cambios?' first, 'Seguir editando' being the focused,
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
      {/* The question comes first: on Descartar both close in one commit, and effects run in
          tree order, so the form's modal closes last and its focus goes back to its opener. */}
      <DiscardChangesDialog
        open={open && confirming}
        onKeepEditing={() => setConfirming(false)}
        onDiscard={discard}
      />
      {/* Leaving the page (Back, a link, reload) asks too. */}
      <NavigationGuard dirty={open && dirty} onDiscard={discard} />
      <Modal {...modal} open={open} onClose={requestClose}>
        {children({ requestClose, reportDirty })}
      </Modal>
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
