import { afterAll, vi } from 'vitest'

/**
 * The unit tests share a worker's module registry (vitest.config.ts: `isolate: false`). A file that loads modules
 * afresh under its own settings (`vi.resetModules` with a stubbed CONTENT_DIR or BUILD_NOW) would otherwise leave
 * those copies, and what they memoized, to the next file: each file's end drops them.
 */
afterAll(() => {
  vi.resetModules()
})
