import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * A first start of PGlite runs initdb, about fifteen seconds of WebAssembly
 * that would hold the event loop, and every page with it. So an empty data
 * folder is created and migrated in a worker thread, in a folder beside it
 * renamed into place when complete (a crash midway leaves no half-made
 * folder); the server then opens a ready folder (docs/decisions/0045).
 */
export async function prepareFirstStart(dataDir: string, migrationsFolder: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return
  // A fresh clone has no var/: the folder being built sits beside the data folder, so its parent comes first.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw Object.assign(new Error(`${dataDir} holds files but no database`), { code: 'ENOTEMPTY' })
  }
  const building = `${dataDir.replace(/[\\/]+$/, '')}.initializing-${process.pid}-${Date.now()}`
  fs.rmSync(building, { recursive: true, force: true })
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./pglite-first-start.worker.ts', import.meta.url), {
      workerData: { dataDir: building, migrationsFolder },
    })
    worker.once('message', () => resolve())
    worker.once('error', reject)
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite initialization exited with ${code}`))))
  })
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // Another process got there first: its folder is as good.
    fs.rmSync(building, { recursive: true, force: true })
    return
  }
  // Only an empty folder is replaced: a folder holding anything else is not a database to overwrite (ENOTEMPTY).
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir)
  fs.renameSync(building, dataDir)
}
