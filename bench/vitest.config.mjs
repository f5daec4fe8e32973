import { defineConfig } from 'vitest/config';

// The bench's own helpers (its suites are run by smoke.mjs, not here).
export default defineConfig({
  test: { name: 'bench', environment: 'node', include: ['**/*.test.mjs'] },
});
