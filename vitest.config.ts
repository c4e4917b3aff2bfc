import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most test time is spent waiting on the databases, not computing: one worker more than the
    // cores keeps them busy (on two cores the run takes half the time of vitest's default).
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/server/src') } },
        test: {
          name: 'server',
          environment: 'node',
          // The server's test files share each worker's loaded modules instead of importing the
          // whole server again per file (no test mocks modules or globals): 422 s instead of 580 s
          // for the unit tests on a slow two-core machine.
          isolate: false,
          include: ['apps/server/**/*.test.ts', 'packages/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/console/src') } },
        test: {
          name: 'console',
          environment: 'happy-dom',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          // A screen's first lazy import can take seconds on a busy machine (setup.ts waits as long).
          testTimeout: 20_000,
          setupFiles: ['apps/console/test/setup.ts'],
        },
      },
    ],
  },
});
