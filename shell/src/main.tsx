import '@sistema/shared/theme.css';
import './shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, ServerStateProvider } from '@sistema/shared';
import { App } from './App.tsx';
import { configureRemotes } from './remotes/remotes.ts';
import { warmNextSectionsWhenIdle } from './remotes/warm-when-idle.ts';

// Read remotes.json while the first page renders; no remote code is fetched until a route needs it.
configureRemotes().catch((error: unknown) => {
  console.error('No se pudo leer remotes.json', error);
});
// After the load event, while idle: the sections a click may open next.
warmNextSectionsWhenIdle();

// A data router (an edited form blocks Back and links with its blocker); the app keeps its own
// <Routes>, mounted for every path.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const root = document.getElementById('root');
// A transition: React renders the first screen in slices of a few milliseconds instead of one long
// task that blocks input (Lighthouse's Total Blocking Time on the phone preset); the prerendered
// markup stays on screen until the commit replaces it.
if (root) {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <ServerStateProvider>
          <RouterProvider router={router} />
        </ServerStateProvider>
      </StrictMode>,
    );
  });
}
