import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'shell',
    environment: 'jsdom',
    setupFiles: ['../shared/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
