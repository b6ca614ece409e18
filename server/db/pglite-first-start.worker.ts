import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { PGLITE_START_PARAMS } from './pglite-params.ts'

/** Runs in a worker thread (server/db/pglite-first-start.ts): initdb and the migrations, then closes the folder. */
const { dataDir, migrationsFolder } = workerData as { dataDir: string; migrationsFolder: string }
// Made with the parameters the server opens it with: the same shared buffers, the same write-ahead log.
const client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS })
await client.waitReady
await migrate(drizzle({ client }), { migrationsFolder })
await client.close()
parentPort?.postMessage('ready')
