import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMutation } from './useMutation.ts';

describe('useMutation', () => {
  it('resolves with the data and is pending only while the call runs', async () => {
    let finish: (value: string) => void = () => undefined;
    const { result } = renderHook(() =>
      useMutation(
        (id: number) => new Promise<string>((resolve) => (finish = (v) => resolve(`${v}${id}`))),
      ),
    );
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(7);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish('ok');
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, data: 'ok7' });
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps the Spanish error of a failure and what was thrown, and never rejects', async () => {
    const failure = new Error('Tecnología no encontrada');
    const { result } = renderHook(() => useMutation(() => Promise.reject(failure)));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toEqual({ ok: false, error: 'Tecnología no encontrada', cause: failure });
    expect(result.current.error).toBe('Tecnología no encontrada');
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('ignores a second call while the first is running', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useMutation(() => {
        calls += 1;
        return Promise.resolve(calls);
      }),
    );
    let second: unknown;
    await act(async () => {
      const first = result.current.run();
      second = await result.current.run();
      await first;
    });
    expect(calls).toBe(1);
    expect(second).toEqual({ ok: false, error: null });
  });
});
