import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import StartupsPage from '../StartupsPage.tsx';

/**
 * The page at `url` inside a memory router, as the shell mounts it. The router is returned so a test
 * can read the URL (router.state.location) or go Back (router.navigate(-1)).
 */
export function renderStartupsPage(
  url = '/startups',
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  const router = createMemoryRouter([{ path: '/startups', element: <StartupsPage /> }], {
    initialEntries: [url],
  });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  return { router, user, ...render(<RouterProvider router={router} />) };
}
