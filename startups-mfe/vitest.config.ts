import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'startups-mfe',
    environment: 'jsdom',
    // The MSW fake API starts once per file and is reset before every test.
    setupFiles: ['../shared/testing/setup.ts', './src/testing/server.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
