import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithClient } from '../../testing/server-state.tsx';
import { RecordGoneError } from '../api/conditional-write.ts';
import { useMutation } from './useMutation.ts';

describe('useMutation', () => {
  it('resolves with the data and is pending only while the call runs', async () => {
    let finish: (value: string) => void = () => undefined;
    const { result } = renderHookWithClient(() =>
      useMutation(
        (id: number) => new Promise<string>((resolve) => (finish = (v) => resolve(`${v}${id}`))),
      ),
    );
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(7);
    });
    // TanStack Query tells its observers on its next tick.
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => {
      finish('ok');
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, data: 'ok7' });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.error).toBeNull();
  });

  it('keeps the Spanish error of a failure and what was thrown, and never rejects', async () => {
    const failure = new Error('Tecnología no encontrada');
    const { result } = renderHookWithClient(() => useMutation(() => Promise.reject(failure)));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toEqual({ ok: false, error: 'Tecnología no encontrada', cause: failure });
    await waitFor(() => expect(result.current.error).toBe('Tecnología no encontrada'));
    act(() => result.current.clearError());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it('ignores a second call while the first is running', async () => {
    let calls = 0;
    const { result } = renderHookWithClient(() =>
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

  it('makes the lists of its resource stale after a success or an outdated refusal, no other list', async () => {
    const calls = [() => Promise.resolve(1), () => Promise.reject(new RecordGoneError())];
    const { result, client } = renderHookWithClient(() =>
      useMutation(() => (calls.shift() ?? (() => Promise.resolve(0)))(), {
        invalidates: ['startups'],
      }),
    );
    const seed = () => {
      client.setQueryData(['startups', { q: 'kav' }], []);
      client.setQueryData(['technologies', {}], []);
    };
    const stale = (key: string) =>
      client.getQueryState([key, key === 'startups' ? { q: 'kav' } : {}])?.isInvalidated;

    seed();
    await act(async () => {
      await result.current.run();
    });
    expect(stale('startups')).toBe(true);
    expect(stale('technologies')).toBe(false);

    seed();
    await act(async () => {
      await result.current.run();
    });
    expect(stale('startups')).toBe(true);
    expect(stale('technologies')).toBe(false);
  });

  it('a failure that says nothing about the record leaves the lists alone', async () => {
    const { result, client } = renderHookWithClient(() =>
      useMutation(() => Promise.reject(new Error('Network Error')), { invalidates: ['startups'] }),
    );
    client.setQueryData(['startups', {}], []);
    await act(async () => {
      await result.current.run();
    });
    expect(client.getQueryState(['startups', {}])?.isInvalidated).toBe(false);
  });
});
