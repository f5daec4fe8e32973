import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListPage } from './useListPage.ts';

type Row = { id: number; name: string };
const row: Row = { id: 4, name: 'React' };

function setup() {
  const reload = vi.fn();
  const findEditButton = vi.fn(() => null);
  const hook = renderHook(() =>
    useListPage<Row>({
      items: [row],
      loading: false,
      settled: 1,
      reload,
      dismissError: vi.fn(),
      findEditButton,
    }),
  );
  return { ...hook, reload };
}

describe('useListPage', () => {
  it('opens the dialog to create or to edit a record, and closes it', () => {
    const { result } = setup();
    expect(result.current.editor).toBeNull();
    act(() => result.current.openCreate());
    expect(result.current.editor).toBe('new');
    act(() => result.current.openEdit(row));
    expect(result.current.editor).toBe(row);
    act(() => result.current.closeEditor());
    expect(result.current.editor).toBeNull();
  });

  it('after a save: closes the dialog, shows the success banner and reloads', () => {
    const { result, reload } = setup();
    act(() => result.current.openEdit(row));
    act(() => result.current.onSaved('Tecnología actualizada exitosamente'));
    expect(result.current.editor).toBeNull();
    expect(result.current.banner).toMatchObject({ message: 'Tecnología actualizada exitosamente' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after a delete: closes the confirmation, shows the success banner and reloads', () => {
    const { result, reload } = setup();
    act(() => result.current.askDelete(row));
    expect(result.current.deleting).toBe(row);
    act(() => result.current.onDeleted('Tecnología eliminada exitosamente'));
    expect(result.current.deleting).toBeNull();
    expect(result.current.banner).toMatchObject({ message: 'Tecnología eliminada exitosamente' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a cancelled delete closes the confirmation without reloading', () => {
    const { result, reload } = setup();
    act(() => result.current.askDelete(row));
    act(() => result.current.cancelDelete());
    expect(result.current.deleting).toBeNull();
    expect(result.current.banner).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
