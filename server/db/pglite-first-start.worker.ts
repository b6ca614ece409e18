import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

/** Runs in a worker thread (server/db/pglite-first-start.ts): initdb and the migrations, then closes the folder. */
const { dataDir, migrationsFolder } = workerData as { dataDir: string; migrationsFolder: string }
const client = new PGlite(dataDir)
await client.waitReady
await migrate(drizzle({ client }), { migrationsFolder })
await client.close()
parentPort?.postMessage('ready')
