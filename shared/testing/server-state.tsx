// Test-only: components and hooks that write through TanStack Query need a client above them.
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient, ServerStateProvider } from '../src/server-state/query-client.tsx';

/** A wrapper with a fresh client, so no cache leaks from one test into the next. */
export function serverStateWrapper(client = createQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ServerStateProvider client={client}>{children}</ServerStateProvider>;
  };
}

/** render() inside a fresh client; rerender() keeps the same one. */
export function renderWithClient(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const client = createQueryClient();
  return { client, ...render(ui, { ...options, wrapper: serverStateWrapper(client) }) };
}

/** renderHook() inside a fresh client. */
export function renderHookWithClient<R>(hook: () => R) {
  const client = createQueryClient();
  return { client, ...renderHook(hook, { wrapper: serverStateWrapper(client) }) };
}
