import '@sistema/shared/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import TechnologiesPage from '../TechnologiesPage.tsx';
import {
  createBrowserRouter,
  RouterProvider,
  ServerStateProvider,
  StandaloneFrame,
} from '@sistema/shared';

// The remote on its own dev server: the page inside a minimal frame, so the team can work without
// the shell; a data router, as in the shell, so an edited form blocks Back and links.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <StandaloneFrame name="Tecnologías">
        <TechnologiesPage />
      </StandaloneFrame>
    ),
  },
]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ServerStateProvider>
        <RouterProvider router={router} />
      </ServerStateProvider>
    </StrictMode>,
  );
}
