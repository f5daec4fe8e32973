import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'shared',
    environment: 'jsdom',
    setupFiles: ['./testing/setup.ts'],
    // build/: the Vite servers' own code (the API proxy), tested in Node.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
