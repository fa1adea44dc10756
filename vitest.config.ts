import os from 'node:os'
import { defineConfig } from 'vitest/config'

// Vitest runs without the React Router plugin: unit tests import modules directly,
// integration tests talk to the built server over HTTP.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'services/**/*.test.ts',
      'contracts/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
      'scripts/**/*.test.ts',
      'build-tools/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    testTimeout: 20_000,
    // The integration suites wait on servers in processes of their own: two files at a time keep
    // a 2-core machine busy where Vitest's default (a core less than the machine) runs one.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['tests/integration/global-setup.ts', 'tests/integration/database-setup.ts'],
    hookTimeout: 60_000,
    // Files in a worker share its modules, imported once rather than once a file (import time
    // 125 s → 25 s of a run): a file leaves the globals it changes (timers, spies) as it found them.
    isolate: false,
  },
})
