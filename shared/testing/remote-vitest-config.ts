import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** A remote's Vitest project: its page's tests in jsdom against its MSW fake API. */
export function remoteVitestConfig(name: string) {
  return defineConfig({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      // Whole user flows in jsdom take seconds when the 2-core machine is busy; 5 s made them flaky.
      testTimeout: 15_000,
      // The MSW fake API starts once per file and is reset before every test.
      setupFiles: ['../shared/testing/setup.ts', './src/testing/server.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  });
}
