import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openTestDatabase, testTempDir } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { backupSocketPath, requestBackup, serveBackupRequests } from './backup-socket.ts'
import { listBackups, readManifest, takeBackup } from './backups.ts'

describe('a backup asked of the server that has the embedded database open', () => {
  it('is taken by that server while it runs, and answered with its manifest', async () => {
    const { handle, dataDir } = await openTestDatabase(testBackends[0]!)
    const backupDir = testTempDir('nordora-socket-backups-')
    const socketPath = backupSocketPath(dataDir)
    expect(await requestBackup(socketPath)).toBeNull()
    const served = serveBackupRequests({ socketPath, take: () => takeBackup(backupDir, { kind: 'pglite', database: handle }) })
    onTestFinished(() => served.close())
    // Listening once its socket exists; each request is one backup, the database still open here.
    await expect.poll(() => requestBackup(socketPath).catch(() => null), { timeout: 10_000 }).not.toBeNull()
    const manifest = await requestBackup(socketPath)
    expect(manifest!.file).toMatch(/^nordora-pglite-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/)
    expect(await readManifest(path.join(backupDir, manifest!.file))).toEqual(manifest)
    expect((await listBackups(backupDir))[0]).toEqual(manifest)
    expect(await handle.ready(0)).toBe(true)
  })
})
