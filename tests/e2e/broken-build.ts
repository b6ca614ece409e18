import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** A copy of the production build inside the project (var/ is ignored by git), to change under a server. */
export function copyOfBuild(name: string): { dir: string; cleanUp: () => void } {
  // Inside the project, so that the server bundle still finds node_modules.
  fs.mkdirSync(path.join(root, 'var'), { recursive: true })
  const dir = fs.mkdtempSync(path.join(root, 'var', `build-${name}-`))
  fs.cpSync(path.resolve(root, process.env.BUILD_DIR ?? 'build'), dir, { recursive: true })
  return { dir, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * A copy of the production build with one code chunk deleted (its .js and its
 * precompressed .br and .gz), as after a deploy that removed the chunk a page
 * still refers to. A describe block serves it with `serverWithoutChunk` (tests/e2e/server-without-chunk.ts).
 */
export function buildWithoutChunk(chunkName: string): { dir: string; chunk: string; cleanUp: () => void } {
  const { dir, cleanUp } = copyOfBuild(`without-${chunkName}`)
  const assets = path.join(dir, 'client', 'assets')
  const chunk = fs.readdirSync(assets).find((name) => name.startsWith(`${chunkName}-`) && name.endsWith('.js'))
  if (!chunk) throw new Error(`No ${chunkName} chunk in the build`)
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(assets, chunk + suffix), { force: true })
  return { dir, chunk, cleanUp }
}
