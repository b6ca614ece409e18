import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import { listen } from './test-server.ts'

/**
 * A folder and an Express app serving it for every test of a file: `prepare` fills the folder and adds the
 * middleware under test; what it does not answer falls through to a plain "fell through" 404, so a test can tell
 * the middleware's answers from the rest. Server and folder are gone after the file's last test.
 */
export function serveForSuite(prefix: string, prepare: (dir: string, app: express.Express) => void | Promise<void>) {
  const suite = { dir: '', url: '' }
  let close = async () => {}
  beforeAll(async () => {
    suite.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    const app = express()
    await prepare(suite.dir, app)
    app.use((_req, res) => void res.status(404).send('fell through'))
    const server = await listen(app)
    suite.url = server.url
    close = server.close
  })
  afterAll(async () => {
    await close()
    fs.rmSync(suite.dir, { recursive: true, force: true })
  })
  return suite
}
