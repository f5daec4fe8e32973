import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'shell',
    environment: 'jsdom',
    // Whole user flows in jsdom take seconds when the 2-core machine is busy; 5 s made them flaky.
    testTimeout: 15_000,
    setupFiles: ['../shared/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
