import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'shared',
    environment: 'jsdom',
    setupFiles: ['./testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
