import '@sistema/shared/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import StartupsPage from '../StartupsPage.tsx';
import { BrowserRouter, StandaloneFrame } from '@sistema/shared';

// The remote on its own dev server: the page inside a minimal frame, so the team can work without
// the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame name="Startups">
          <StartupsPage />
        </StandaloneFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}
