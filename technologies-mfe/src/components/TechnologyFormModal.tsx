import { FormModal, type Editor, type Technology } from '@sistema/shared';
import { FORM_TEXT } from '../messages.ts';
import { TechnologyForm } from './TechnologyForm.tsx';

/** What the form modal is doing: closed, creating, or editing one technology. */
export type TechnologyEditor = Editor<Technology>;

export interface TechnologyFormModalProps {
  editor: TechnologyEditor;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function TechnologyFormModal({ editor, onClose, onSaved }: TechnologyFormModalProps) {
  const technology = editor === 'new' ? null : editor;
  return (
    <FormModal
      open={editor !== null}
      title={technology ? FORM_TEXT.editTitle : FORM_TEXT.createTitle}
      onClose={onClose}
      size="medium"
    >
      {/* Mounted per opening (keyed per technology): every opening starts from a fresh form. */}
      {({ requestClose, reportDirty }) =>
        editor !== null && (
          <TechnologyForm
            key={technology?.id ?? 'new'}
            technology={technology}
            onCancel={requestClose}
            onDirtyChange={reportDirty}
            onSaved={onSaved}
          />
        )
      }
    </FormModal>
  );
}
