import { ConfirmDialog } from '../components/ConfirmDialog.tsx';

export const DISCARD_CHANGES_TEXT = {
  title: '¿Descartar los cambios?',
  message: 'Los cambios de este formulario no se han guardado y se perderán.',
  keepEditing: 'Seguir editando',
  discard: 'Descartar',
} as const;

export interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** '¿Descartar los cambios?', asked before an edited form is left by any way out. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={DISCARD_CHANGES_TEXT.title}
      message={DISCARD_CHANGES_TEXT.message}
      cancelLabel={DISCARD_CHANGES_TEXT.keepEditing}
      confirmLabel={DISCARD_CHANGES_TEXT.discard}
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}
