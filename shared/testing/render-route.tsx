// Test-only, like everything in shared/testing: imported by the remotes' tests by relative path.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient, ServerStateProvider } from '../src/server-state/query-client.tsx';

export interface RenderRouteOptions {
  /** For fake timers: how user-event moves the clock while it waits between actions. */
  advanceTimers?: (ms: number) => void;
}

/**
 * A page mounted at `path` inside a memory router opened at `url`, as the shell mounts a remote.
 * The router is returned so a test can read the URL (router.state.location) or go Back
 * (router.navigate(-1)).
 */
export function renderRoute(
  path: string,
  page: ReactNode,
  url: string,
  options: RenderRouteOptions = {},
) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [url] });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  // A fresh client per render: no cached list leaks from one test into the next.
  const client = createQueryClient();
  return {
    router,
    user,
    client,
    ...render(
      <ServerStateProvider client={client}>
        <RouterProvider router={router} />
      </ServerStateProvider>,
    ),
  };
}
