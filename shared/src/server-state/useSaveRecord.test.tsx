import { act, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithClient } from '../../testing/server-state.tsx';
import type { CreateOptions } from '../api/idempotency.ts';
import { useSaveRecord } from './useSaveRecord.ts';

type Row = { id: number; version: number; name: string };

type Create = (input: { name: string }, options: CreateOptions) => Promise<unknown>;

function setup(record: Row | null, create = vi.fn<Create>(() => Promise.resolve())) {
  const calls = {
    create,
    update: vi.fn<(id: number, input: { name: string }, version: number) => Promise<void>>(() =>
      Promise.resolve(),
    ),
    createdMessage: 'Creada exitosamente',
    updatedMessage: 'Actualizada exitosamente',
  };
  const onSaved = vi.fn();
  const { result } = renderHookWithClient(() => useSaveRecord(record, onSaved, calls));
  return { result, onSaved, ...calls };
}

describe('useSaveRecord', () => {
  it('creates without a record and reports the create message', async () => {
    const { result, onSaved, create, update } = setup(null);
    await act(() => result.current.save({ name: 'Rust' }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toEqual({ name: 'Rust' });
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
    const failing = vi.fn<Create>(() => Promise.reject(new Error('Servicio en mantenimiento')));
    const { result, onSaved } = setup(null, failing);
    await act(() => result.current.save({ name: 'Rust' }));
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.error).toBe('Servicio en mantenimiento'));
    act(() => result.current.dismissError());
    await waitFor(() => expect(result.current.error).toBeNull());
  });
});

/** An answer of the API (or of a proxy in front of it) with this status. */
function answered(status: number) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data: { error: 'x' }, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR', config, null, response);
}

describe('the Idempotency-Key of a create', () => {
  /** The keys the create calls were sent with, in order. */
  const keysOf = (create: ReturnType<typeof vi.fn<Create>>) =>
    create.mock.calls.map(([, options]) => options.idempotencyKey);

  it('stays the same for every retry of one opened form after failures that may have stored it', async () => {
    const failures = [new AxiosError('Network Error', 'ERR_NETWORK'), answered(502), answered(504)];
    const create = vi.fn<Create>(() => {
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve();
    });
    const { result, onSaved } = setup(null, create);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await act(() => result.current.save({ name: 'Rust' }));
    }
    expect(onSaved).toHaveBeenCalledTimes(1);
    const keys = keysOf(create);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('is new after a success, and after a refusal (nothing was stored)', async () => {
    const create = vi.fn<Create>(() => Promise.resolve());
    const { result } = setup(null, create);
    await act(() => result.current.save({ name: 'Rust' }));
    await act(() => result.current.save({ name: 'Go' }));
    create.mockRejectedValueOnce(answered(400));
    await act(() => result.current.save({ name: '' }));
    await act(() => result.current.save({ name: 'Zig' }));
    expect(new Set(keysOf(create)).size).toBe(4);
  });

  it('differs between two opened forms', async () => {
    const first = setup(null);
    const second = setup(null);
    await act(() => first.result.current.save({ name: 'Rust' }));
    await act(() => second.result.current.save({ name: 'Rust' }));
    expect(keysOf(first.create)[0]).not.toBe(keysOf(second.create)[0]);
  });

  it('is never sent with an update', async () => {
    const { result, update } = setup({ id: 9, version: 2, name: 'Go' });
    await act(() => result.current.save({ name: 'Go 2' }));
    expect(update.mock.calls[0]).toEqual([9, { name: 'Go 2' }, 2]);
  });
});
