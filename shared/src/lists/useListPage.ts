import { useRef, useState } from 'react';
import { useBanner } from '../feedback/useBanner.ts';
import { useFocusAfterReload } from './useFocusAfterReload.ts';

/** What the create/edit dialog is doing: closed, creating, or editing one record. */
export type Editor<T> = null | 'new' | T;

export interface ListPageOptions {
  /** The list's state: focus is put back once a reload has ended. */
  loading: boolean;
  reload: () => void;
  /** Finds a record's 'Editar' button inside the page again after the reload. */
  findEditButton: (container: ParentNode | null, id: number) => HTMLElement | null;
}

/**
 * The state every list page shares (SPEC.md §4): the banner, the create/edit dialog, the delete
 * confirmation, and what follows a change — the dialog closes, the success banner shows, the list
 * reloads and focus goes back to the edited record's 'Editar' (else to the create button).
 */
export function useListPage<T extends { id: number }>({
  loading,
  reload,
  findEditButton,
}: ListPageOptions) {
  const { banner, showSuccess, dismiss } = useBanner();
  const focusAfterReload = useFocusAfterReload(loading);
  const pageRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const [editor, setEditor] = useState<Editor<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  // The spinner replaces the list while it reloads, so the button that opened the dialog is gone
  // by the time focus would go back to it.
  const afterChange = (message: string, editedId?: number) => {
    focusAfterReload(
      () =>
        (editedId === undefined ? null : findEditButton(pageRef.current, editedId)) ??
        newButtonRef.current,
    );
    showSuccess(message);
    reload();
  };

  return {
    pageRef,
    newButtonRef,
    banner,
    dismissBanner: dismiss,
    editor,
    openCreate: () => setEditor('new'),
    openEdit: (record: T) => setEditor(record),
    closeEditor: () => setEditor(null),
    onSaved: (message: string) => {
      afterChange(message, editor === 'new' ? undefined : editor?.id);
      setEditor(null);
    },
    deleting,
    askDelete: (record: T) => setDeleting(record),
    cancelDelete: () => setDeleting(null),
    // A failed delete never gets here: the confirmation stays open with its error inside.
    onDeleted: (message: string) => {
      afterChange(message);
      setDeleting(null);
    },
  };
}
