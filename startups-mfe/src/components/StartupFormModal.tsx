import { FormModal, type Editor, type Startup } from '@sistema/shared';
import { FORM_TEXT } from '../messages.ts';
import { StartupForm } from './StartupForm.tsx';

/** What the form modal is doing: closed, creating, or editing one startup. */
export type StartupEditor = Editor<Startup>;

export interface StartupFormModalProps {
  editor: StartupEditor;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function StartupFormModal({ editor, onClose, onSaved }: StartupFormModalProps) {
  const startup = editor === 'new' ? null : editor;
  return (
    <FormModal
      open={editor !== null}
      title={startup ? FORM_TEXT.editTitle : FORM_TEXT.createTitle}
      onClose={onClose}
      size="medium"
    >
      {/* Mounted per opening (keyed per startup): every opening starts from a fresh form. */}
      {({ requestClose, reportDirty }) =>
        editor !== null && (
          <StartupForm
            key={startup?.id ?? 'new'}
            startup={startup}
            onCancel={requestClose}
            onDirtyChange={reportDirty}
            onSaved={onSaved}
          />
        )
      }
    </FormModal>
  );
}
