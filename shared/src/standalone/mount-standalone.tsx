import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '../router/index.ts';
import { ServerStateProvider } from '../server-state/query-client.tsx';
import { StandaloneFrame } from './StandaloneFrame.tsx';

/**
 * A remote's page on its own dev server, so its team can work without the shell: inside a minimal
 * frame, with a data router as in the shell (an edited form blocks Back and links).
 */
export function mountStandalone(Page: ComponentType, name: string): void {
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <StandaloneFrame name={name}>
          <Page />
        </StandaloneFrame>
      ),
    },
  ]);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ServerStateProvider>
        <RouterProvider router={router} />
      </ServerStateProvider>
    </StrictMode>,
  );
}
