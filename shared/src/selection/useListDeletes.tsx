import { useCallback, useState } from 'react';
import { useQueryClient } from '../server-state/query-client.tsx';
import { UndoToast, type UndoOffer } from '../undo/UndoToast.tsx';
import { BulkDeleteDialog } from './BulkDeleteDialog.tsx';
import type { DeleteActions, RestoreAnswer } from './delete-actions.ts';
import type { DeleteManyOutcome } from './delete-many.ts';
import { SelectionToolbar } from './SelectionToolbar.tsx';
import { useSelection } from './useSelection.ts';

/** The kit's records are EditableRecords (forms/resource.ts): each has a version and a name. */
type BulkRecord = { id: number; version: number; name: string };

/** What the list page does after a delete or a restore (useListPage). */
interface PageAfterChange {
  onDeleted: (message: string) => void;
  onRestored: (message: string, restoredId?: number) => void;
}

/**
 * A list's selection, bulk delete and undo, as pieces the page puts in place: the context for the
 * checkboxes, the toolbar, the bulk dialog, the undo toast, and the single delete's handler that
 * offers the undo. Without `actions` (a resource that does not delete), all of them are empty.
 */
export function useListDeletes(
  actions: DeleteActions | undefined,
  shown: readonly { id: number }[],
  page: PageAfterChange,
) {
  const selection = useSelection(shown);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  // Closes the offer shown now, and only it: one that times out in the very moment a new delete
  // joins it (both in one render) must not take the new delete's 'Deshacer' with it.
  const offerKey = offer?.key;
  const closeOffer = useCallback(
    () => setOffer((current) => (current?.key === offerKey ? null : current)),
    [offerKey],
  );
  // A delete while 'Deshacer' still shows joins it: one click undoes every delete it announces
  // (after a partial failure and its retry, all the records of the bulk delete).
  const offerUndo = (tokens: string[]) => {
    if (tokens.length === 0) return;
    setOffer((current) => {
      const all = [...(current?.tokens ?? []), ...tokens];
      return { tokens: all, count: all.length, key: Date.now() };
    });
  };

  const onSettled = (outcome: DeleteManyOutcome) => {
    selection.unselect(outcome.deletedIds);
    offerUndo(outcome.tokens);
  };
  const onRestored = (answer: RestoreAnswer) => {
    setOffer(null);
    void queryClient.invalidateQueries({ queryKey: actions?.queryKey ?? [] });
    page.onRestored(answer.message, answer.data[0]?.id);
  };

  if (!actions) {
    return { context: null, toolbar: null, dialog: null, toast: null, onDeleted: page.onDeleted };
  }
  return {
    context: { isSelected: selection.isSelected, toggle: selection.toggle, text: actions.text },
    toolbar: (
      <SelectionToolbar
        shownCount={shown.length}
        selectedCount={selection.selected.length}
        allSelected={selection.allSelected}
        onToggleAll={selection.toggleAll}
        onDeleteSelected={() => setConfirming(true)}
        text={actions.text}
      />
    ),
    dialog: (
      <BulkDeleteDialog
        // The selection as it is now: after a partial failure, only what is left to delete.
        records={confirming ? (selection.selected as unknown as BulkRecord[]) : null}
        actions={actions}
        onCancel={() => setConfirming(false)}
        onSettled={onSettled}
        onDeleted={(message) => {
          setConfirming(false);
          page.onDeleted(message);
        }}
      />
    ),
    toast: offer && (
      <UndoToast
        key={offer.key}
        offer={offer}
        restore={actions.restore}
        onRestored={onRestored}
        onClose={closeOffer}
        text={actions.text}
      />
    ),
    onDeleted: (message: string, restoreToken?: string) => {
      page.onDeleted(message);
      if (restoreToken) offerUndo([restoreToken]);
    },
  };
}
