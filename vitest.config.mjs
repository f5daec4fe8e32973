import { defineConfig } from 'vitest/config';
import { REMOTE_FOLDERS } from './scripts/lib/registry.mjs';

// One Vitest run over every workspace; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['shared', 'shell', ...REMOTE_FOLDERS, 'api', 'scripts', 'bench'],
  },
});
