import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveRecord } from './useSaveRecord.ts';

type Row = { id: number; version: number; name: string };

function setup(record: Row | null, create = vi.fn(() => Promise.resolve())) {
  const calls = {
    create,
    update: vi.fn<(id: number, input: { name: string }, version: number) => Promise<void>>(() =>
      Promise.resolve(),
    ),
    createdMessage: 'Creada exitosamente',
    updatedMessage: 'Actualizada exitosamente',
  };
  const onSaved = vi.fn();
  const { result } = renderHook(() => useSaveRecord(record, onSaved, calls));
  return { result, onSaved, ...calls };
}

describe('useSaveRecord', () => {
  it('creates without a record and reports the create message', async () => {
    const { result, onSaved, create, update } = setup(null);
    await act(() => result.current.save({ name: 'Rust' }));
    expect(create).toHaveBeenCalledWith({ name: 'Rust' });
    expect(update).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith('Creada exitosamente');
  });

  it('updates a record by its id and version, and reports the update message', async () => {
    const { result, onSaved, create, update } = setup({ id: 9, version: 4, name: 'Go' });
    await act(() => result.current.save({ name: 'Go 2' }));
    expect(update).toHaveBeenCalledWith(9, { name: 'Go 2' }, 4);
    expect(create).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith('Actualizada exitosamente');
  });

  it('keeps the error of a failure for the form, until dismissed', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('Servicio en mantenimiento')));
    const { result, onSaved } = setup(null, failing);
    await act(() => result.current.save({ name: 'Rust' }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Servicio en mantenimiento');
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
  });
});
