import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.mjs'],
    testTimeout: 20_000,
  },
});
