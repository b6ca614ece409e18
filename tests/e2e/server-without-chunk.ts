import { test } from '@playwright/test'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'
import { buildWithoutChunk } from './broken-build.ts'

/**
 * A production server over a copy of the build with one chunk deleted, for the describe block that calls this:
 * started before its tests, stopped and the copy removed after. Its url is known once `beforeAll` has run.
 */
export function serverWithoutChunk(chunkName: string, env: Record<string, string> = {}): { readonly url: string } {
  let server: SpawnedServer | undefined
  let cleanUp = () => {}
  test.beforeAll(async () => {
    // Copying the build and starting a server over it can take most of a minute on a busy 2-core machine.
    test.setTimeout(120_000)
    const build = buildWithoutChunk(chunkName)
    cleanUp = build.cleanUp
    server = await spawnServer({ BUILD_DIR: build.dir, ...env })
  })
  test.afterAll(async () => {
    await server?.stop()
    cleanUp()
  })
  return {
    get url() {
      if (!server) throw new Error('The server starts in beforeAll; read its url from a test or hook.')
      return server.url
    },
  }
}
