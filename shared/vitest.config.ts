import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'shared',
    environment: 'jsdom',
    // Whole user flows in jsdom take seconds when the 2-core machine is busy; 5 s made them flaky.
    testTimeout: 15_000,
    setupFiles: ['./testing/setup.ts'],
    // build/: the Vite servers' own code (the API proxy), tested in Node.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
