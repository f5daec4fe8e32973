import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Creates (and afterwards drops) this run's own schema when TEST_DATABASE_URL is set.
    globalSetup: ['test/global-setup.ts'],
    // A PGlite database costs 2–3 s and ~700 MB to create: the files run one after another in one
    // worker sharing its modules, so test/helpers/backends.ts creates one for the whole run.
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
