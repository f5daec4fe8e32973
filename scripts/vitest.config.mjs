import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.mjs'],
    // The launchers' tests start whole systems (stopping.test.mjs): seconds each on a quiet
    // machine, a minute or more on a busy two-core one; removing their databases takes a while too.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
