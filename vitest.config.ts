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
  },
})
