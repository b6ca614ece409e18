import os from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit tests run without the React Router plugin: they test modules, not the app build.
export default defineConfig({
  define: { __SITE_URL__: JSON.stringify('https://www.nordorapharma.ca') },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/support/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    // One worker per core (Vitest's default leaves one core to itself: a single worker on a two-core CI machine),
    // each kept for many files rather than started again per file: worker start-up was most of the run's time.
    // Files share a worker's modules, so every stub, spy and environment change is undone after each test.
    maxWorkers: Math.max(2, os.availableParallelism()),
    isolate: false,
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
})
