import { useCallback, useEffect, useRef, useState } from 'react';
import { useBanner } from '../feedback/useBanner.ts';
import { findRetryButton } from './ListResults.tsx';
import { useFocusAfterReload } from './useFocusAfterReload.ts';

/** What the create/edit dialog is doing: closed, creating, or editing one record. */
export type Editor<T> = null | 'new' | T;

/** The list's side (useListQuery): the page passes it whole. */
export interface ListPageOptions<T> {
  items: T[];
  /** The list's state: focus is put back once a reload has ended. */
  loading: boolean;
  /** Changes each time a load ends (succeeded or failed): focus waits for the next one. */
  settled: unknown;
  reload: () => void;
  dismissError: () => void;
  /** Finds a record's 'Editar' button inside the page again after the reload. */
  findEditButton: (container: ParentNode | null, id: number) => HTMLElement | null;
}

/**
 * The state every list page shares (docs/product.md): the banner, the create/edit dialog, the delete
 * confirmation, and what follows a change — the dialog closes, the success banner shows, the list
 * reloads and focus goes back to the edited record's 'Editar' (else to the create button). A failed
 * list is loaded again by 'Reintentar' (and by TanStack Query when the browser is back online or
 * the tab visible again).
 */
export function useListPage<T extends { id: number }>({
  items,
  loading,
  settled,
  reload,
  dismissError,
  findEditButton,
}: ListPageOptions<T>) {
  const { banner, showSuccess, dismiss } = useBanner();
  // The records of the last render, for a focus target chosen once a reload has ended. Updated
  // before useFocusAfterReload's effect runs (effects run in the order they are declared).
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  });
  const focusAfterReload = useFocusAfterReload(loading, settled);
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

  // Focus stays where the list is: on 'Reintentar' again if the load fails again, else on the first
  // record's 'Editar' (or the create button when there is none).
  const retryList = useCallback(() => {
    focusAfterReload(() => {
      const first = latestItems.current[0];
      return (
        findRetryButton(pageRef.current) ??
        (first ? findEditButton(pageRef.current, first.id) : null) ??
        newButtonRef.current
      );
    });
    reload();
  }, [focusAfterReload, findEditButton, reload]);

  return {
    pageRef,
    newButtonRef,
    banner,
    dismissBanner: dismiss,
    retryList,
    // The banner's close button disappears with it: focus goes to the way back, not to the top.
    dismissListError: () => {
      (findRetryButton(pageRef.current) ?? newButtonRef.current)?.focus();
      dismissError();
    },
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
    // 'Deshacer' brought records back: focus goes to the first one's 'Editar' once it shows.
    onRestored: (message: string, restoredId?: number) => afterChange(message, restoredId),
    // A failed delete never gets here: the confirmation stays open with its error inside.
    onDeleted: (message: string) => {
      afterChange(message);
      setDeleting(null);
    },
  };
}
