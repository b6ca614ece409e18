import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { shortLivedNode } from './tests/support/short-lived-node.ts'

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
    // Bounds on a hang, not assertions of speed (a test that times something says so itself): the storage tests
    // open PGlite, a WebAssembly PostgreSQL, and one of these two-core machines has run them at a third of the speed
    // of another, beside the servers' run.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One worker per core (Vitest's default leaves one core to itself: a single worker on a two-core CI machine),
    // each kept for many files rather than started again per file: worker start-up was most of the run's time.
    // Files share a worker's modules, so every stub, spy and environment change is undone after each test.
    maxWorkers: Math.max(2, os.availableParallelism()),
    isolate: false,
    // The workers open PGlite in many files, a minute or two each: V8's baseline WebAssembly compiler only, and the
    // package format hook, as for the processes the tests start (tests/support/short-lived-node.ts).
    execArgv: [...shortLivedNode],
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
})
