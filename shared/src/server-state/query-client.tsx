import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
export type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Server state (lists, mutations, invalidation, retry, refetch on reconnect) goes through TanStack
 * Query. @sistema/shared is a singleton in the browser, so the shell and both remotes share this one
 * client and its cache.
 */
export function createQueryClient() {
  return new QueryClient();
}

export const queryClient = createQueryClient();

/** Provides the shared client; tests pass a fresh one so no cache leaks from one test to the next. */
export function ServerStateProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
