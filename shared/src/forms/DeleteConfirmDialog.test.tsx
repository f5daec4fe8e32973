import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../testing/server-state.tsx';
import { RecordChangedError, RecordGoneError } from '../api/conditional-write.ts';
import { CONFLICT_TEXT } from './conflict-text.ts';
import { DeleteConfirmDialog } from './DeleteConfirmDialog.tsx';

type Row = { id: number; version: number; name: string };
const row: Row = { id: 7, version: 1, name: 'Rust' };

function renderDialog(
  remove: (id: number, version: number) => Promise<unknown>,
  record: Row | null = row,
) {
  const props = { onCancel: vi.fn(), onDeleted: vi.fn(), onOutdated: vi.fn() };
  const ui = renderWithClient(
    <DeleteConfirmDialog
      record={record}
      message="¿Estás seguro?"
      remove={remove}
      describe={(current: Row) => [{ key: 'name', label: 'Nombre', value: current.name }]}
      successMessage="Eliminada exitosamente"
      {...props}
    />,
  );
  return { ...ui, ...props, user: userEvent.setup() };
}

const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

describe('DeleteConfirmDialog', () => {
  it('stays closed without a record', () => {
    renderDialog(vi.fn(), null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the record under the question, in bold', () => {
    renderDialog(vi.fn());
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(dialog).toHaveTextContent('¿Estás seguro?Rust');
    expect(within(dialog).getByText('Rust').tagName).toBe('STRONG');
  });

  it('deletes by id and version and hands the success message to its owner', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user, onDeleted } = renderDialog(remove);
    await user.click(button('Eliminar'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Eliminada exitosamente'));
    expect(remove).toHaveBeenCalledWith(7, 1);
  });

  it('when the record changed meanwhile, deletes nothing, shows it as it is now and asks again', async () => {
    const now: Row = { id: 7, version: 3, name: 'Rust 2024' };
    const remove = vi
      .fn<(id: number, version: number) => Promise<void>>()
      .mockRejectedValueOnce(new RecordChangedError('cambió', now))
      .mockResolvedValueOnce(undefined);
    const { user, onDeleted, onOutdated } = renderDialog(remove);
    await user.click(button('Eliminar'));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(CONFLICT_TEXT.deleteChanged)).toBeInTheDocument();
    expect(within(dialog).getByText('Rust 2024')).toBeInTheDocument();
    expect(within(dialog).queryByText('¿Estás seguro?')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onOutdated).toHaveBeenCalledOnce();

    await user.click(button('Eliminar'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Eliminada exitosamente'));
    expect(remove).toHaveBeenLastCalledWith(7, 3);
  });

  it('when the record is gone, says so and reloads the list', async () => {
    const remove = vi.fn(() => Promise.reject(new RecordGoneError()));
    const { user, onDeleted, onOutdated } = renderDialog(remove);
    await user.click(button('Eliminar'));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT_TEXT.gone);
    expect(onOutdated).toHaveBeenCalledOnce();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('on failure stays open with the error inside, and a retry can succeed', async () => {
    const remove = vi
      .fn<(id: number, version: number) => Promise<void>>()
      .mockRejectedValueOnce(new Error('No se pudo eliminar'))
      .mockResolvedValueOnce(undefined);
    const { user, onDeleted, onCancel } = renderDialog(remove);
    await user.click(button('Eliminar'));

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo eliminar');
    expect(button('Eliminar')).toBeEnabled();
    expect(button('Cancelar')).toBeEnabled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(button('Eliminar'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Eliminada exitosamente'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('the error can be dismissed, and Cancelar forgets it for the next confirmation', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('No se pudo eliminar')));
    const { user, onCancel, rerender } = renderDialog(remove);
    await user.click(button('Eliminar'));
    await user.click(await screen.findByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(button('Eliminar'));
    await screen.findByRole('alert');
    await user.click(button('Cancelar'));
    expect(onCancel).toHaveBeenCalledTimes(1);

    const props = { message: '¿Estás seguro?', remove, successMessage: 'x', describe: () => [] };
    rerender(
      <DeleteConfirmDialog record={null} {...props} onCancel={vi.fn()} onDeleted={vi.fn()} />,
    );
    rerender(
      <DeleteConfirmDialog record={row} {...props} onCancel={vi.fn()} onDeleted={vi.fn()} />,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
