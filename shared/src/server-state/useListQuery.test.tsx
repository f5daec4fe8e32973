import { focusManager, onlineManager, QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeList } from '../../testing/whole-list.ts';
import { ServerStateProvider } from './query-client.tsx';
import { FIRST_RETRY_MS } from './retry-failed-list.ts';
import { useListQuery } from './useListQuery.ts';

const down = () => Promise.reject(new Error('La base de datos no está disponible'));

function renderList(load: () => Promise<string[]>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServerStateProvider client={client}>{children}</ServerStateProvider>
  );
  return renderHook(() => useListQuery('startups', {}, wholeList(load)), { wrapper });
}

afterEach(() => vi.useRealTimers());

describe('useListQuery after a failure', () => {
  it('retries by itself, quietly, and shows the records once the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn<() => Promise<string[]>>(down);
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.failureReason).toBe('La base de datos no está disponible');

    // The user closes the banner; a quiet retry that fails again does not bring it back, and
    // never shows the spinner in place of the reason.
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.failureReason).toBe('La base de datos no está disponible');

    load.mockResolvedValue(['Kavak']);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2));
    await waitFor(() => expect(result.current.items).toEqual(['Kavak']));
    expect(result.current.failed).toBe(false);
    expect(result.current.failureReason).toBeNull();
  });

  it('keeps the failure on screen while a quiet retry waits for an API that does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn<() => Promise<string[]>>(down);
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.failed).toBe(true));

    let answer: (records: string[]) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // The retry runs (TanStack holds the list as 'pending' again): the reason stays, no spinner.
    expect(result.current.loading).toBe(false);
    expect(result.current.failed).toBe(true);
    expect(result.current.failureReason).toBe('La base de datos no está disponible');
    expect(result.current.error).toBe('La base de datos no está disponible');

    act(() => answer(['Kavak']));
    await waitFor(() => expect(result.current.items).toEqual(['Kavak']));
    expect(result.current.failed).toBe(false);
  });

  it('a retry the user asks for shows the spinner, and its failure shows the banner anew', async () => {
    const load = vi.fn<() => Promise<string[]>>(down);
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.dismissError());

    let fail: (reason: Error) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.error).toBeNull();
    act(() => fail(new Error('Error interno del servidor. Inténtalo de nuevo más tarde.')));
    await waitFor(() =>
      expect(result.current.error).toBe(
        'Error interno del servidor. Inténtalo de nuevo más tarde.',
      ),
    );
    expect(result.current.loading).toBe(false);
  });
});

describe('useListQuery once loaded', () => {
  afterEach(() => {
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
  });

  it('is not reloaded behind the user when the tab or the connection comes back', async () => {
    const load = vi.fn(() => Promise.resolve(['Kavak']));
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.items).toEqual(['Kavak']));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed list tries again at once when the connection comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn<() => Promise<string[]>>(down);
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => onlineManager.setOnline(false));
    // Its back-off ends offline: the retry waits for the connection instead of failing again.
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValue(['Kavak']);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.items).toEqual(['Kavak']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
