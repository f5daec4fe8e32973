import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_VISIBLE_MS } from '../undo/UndoToast.tsx';
import { renderWithClient } from '../../testing/server-state.tsx';
import { RecordGoneError } from '../api/conditional-write.ts';
import { resourceText, startups } from '../contract/index.ts';
import type { DeleteActions } from './delete-actions.ts';
import { SelectionContext, SelectRecordCheckbox } from './SelectionContext.tsx';
import { useListDeletes } from './useListDeletes.tsx';

type Row = { id: number; version: number; name: string };
const ROWS: Row[] = [
  { id: 1, version: 3, name: 'Kavak' },
  { id: 2, version: 1, name: 'Clip' },
  { id: 3, version: 1, name: 'Konfío' },
];
const TEXT = resourceText(startups).bulk;

/** A list page reduced to what the hook drives: the checkboxes, toolbar, dialog and toast. */
function Page({
  actions,
  page,
}: {
  actions: DeleteActions;
  page: Parameters<typeof useListDeletes>[2];
}) {
  const [rows] = useState(ROWS);
  const deletes = useListDeletes(actions, rows, page);
  const [deleted, setDeleted] = useState(0);
  return (
    <>
      {/* Stands in for the single delete's confirmation: its success, with a restore token. */}
      <button
        onClick={() => {
          deletes.onDeleted('Startup eliminada exitosamente', `token-${String(deleted)}`);
          setDeleted(deleted + 1);
        }}
      >
        one deleted
      </button>
      {deletes.toast}
      {deletes.toolbar}
      <SelectionContext value={deletes.context}>
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              <SelectRecordCheckbox record={row} />
              {row.name}
            </li>
          ))}
        </ul>
      </SelectionContext>
      {deletes.dialog}
    </>
  );
}

function renderPage(remove: DeleteActions['remove']) {
  const restore = vi.fn<DeleteActions['restore']>(() =>
    Promise.resolve({ message: 'Se restauró lo eliminado', data: [{ id: 1 }] }),
  );
  const actions: DeleteActions = { remove, restore, queryKey: ['startups'], text: TEXT };
  const page = { onDeleted: vi.fn(), onRestored: vi.fn() };
  renderWithClient(<Page actions={actions} page={page} />);
  return { restore, page, user: userEvent.setup() };
}

describe('bulk delete and undo', () => {
  it('shows the bulk delete only while records are selected; after it, focus is on Seleccionar todas', async () => {
    const { user } = renderPage((id) => Promise.resolve(`token-${String(id)}`));
    const bulk = () => screen.queryByRole('button', { name: /Eliminar seleccionadas/ });
    expect(screen.getByRole('checkbox', { name: TEXT.selectAll })).not.toBeChecked();
    expect(bulk()).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Clip' }));
    expect(bulk()).toHaveAccessibleName('Eliminar seleccionadas (1)');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Clip' }));
    expect(bulk()).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Clip' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionadas (1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(bulk()).toBeNull());
    expect(screen.getByRole('checkbox', { name: TEXT.selectAll })).toHaveFocus();
  });

  it('deletes the selected records at their versions, once each, and one Deshacer restores them all', async () => {
    const remove = vi.fn((id: number) => Promise.resolve(`token-${String(id)}`));
    const { restore, page, user } = renderPage(remove);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Kavak' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Konfío' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionadas (2)' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar 2 startups?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(page.onDeleted).toHaveBeenCalledWith('2 startups eliminadas exitosamente'),
    );
    expect(remove.mock.calls).toEqual([
      [1, 3],
      [3, 1],
    ]);
    expect(screen.getByText('Puedes deshacer la eliminación de 2 startups.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(page.onRestored).toHaveBeenCalledWith('Se restauró lo eliminado', 1),
    );
    expect(restore).toHaveBeenCalledExactlyOnceWith(['token-1', 'token-3']);
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('reports a partial failure in Spanish and retries only what is left', async () => {
    let clipFails = true;
    const remove = vi.fn((id: number) =>
      id === 2 && clipFails
        ? Promise.reject(new Error('La base de datos no está disponible'))
        : Promise.resolve(`token-${String(id)}`),
    );
    const { restore, page, user } = renderPage(remove);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionadas (3)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(
        'No se pudieron eliminar 1 de 3 startups: «Clip»: La base de datos no está disponible',
      ),
    ).toBeVisible();
    expect(page.onDeleted).not.toHaveBeenCalled();
    // Only Clip is still selected, and the undo already covers the two that went.
    expect(dialog).toHaveTextContent('¿Eliminar 1 startup?');
    expect(screen.getByText('Puedes deshacer la eliminación de 2 startups.')).toBeInTheDocument();

    clipFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(page.onDeleted).toHaveBeenCalledWith('Startup eliminada exitosamente'),
    );
    expect(remove.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 2]);
    // One Deshacer for the whole bulk delete, its retry included.
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(page.onRestored).toHaveBeenCalled());
    expect(restore).toHaveBeenCalledExactlyOnceWith(['token-1', 'token-3', 'token-2']);
  });

  it('names a record someone else deleted meanwhile among the failures', async () => {
    const remove = vi.fn(() => Promise.reject(new RecordGoneError('Startup no encontrada')));
    const { user } = renderPage(remove);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Clip' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionadas (1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(
        'No se pudieron eliminar 1 de 1 startup: «Clip»: Startup no encontrada',
      ),
    ).toBeVisible();
  });

  it("keeps 'Deshacer' for a delete that joins the offer in the moment it times out", () => {
    vi.useFakeTimers();
    try {
      renderPage(vi.fn<DeleteActions['remove']>());
      fireEvent.click(screen.getByRole('button', { name: 'one deleted' }));
      expect(screen.getByText(TEXT.undoLine(1))).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(UNDO_VISIBLE_MS - 1);
      });
      // The second delete's answer and the first offer's time-out, before React renders again.
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'one deleted' }));
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByText(TEXT.undoLine(2))).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
