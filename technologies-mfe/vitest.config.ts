import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'technologies-mfe',
    environment: 'jsdom',
    setupFiles: ['../shared/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
