/**
 * Whether a failure to open the embedded database's folder can mend itself. A local folder that cannot be
 * created, read or opened stays so until somebody acts: retrying every 30 s for ever only hides it (a fresh
 * clone once answered 503 to every form post for as long as it ran). So such a fault stops the retries and is
 * said once, naming the folder, the cause and what to do. What can pass by itself (a full disk being cleared,
 * too many open files) is still retried. PostgreSQL is always retried: a server that is down comes back.
 */
export type FolderFault = { folder: string; code: string; cause: string; action: string }

const passing = new Set(['ENOSPC', 'EMFILE', 'ENFILE', 'EBUSY', 'EAGAIN', 'ENOMEM', 'EINTR'])

const restart = 'then restart the server'

/** The permanent fault behind `error` for the PGlite folder `folder`, or undefined when it may pass. */
export function pgliteFolderFault(error: unknown, folder: string): FolderFault | undefined {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : undefined
  if (code && passing.has(code)) return undefined
  const fault = (cause: string, action: string): FolderFault => ({
    folder,
    code: code ?? 'PGLITE_OPEN',
    cause,
    action: `${action}; ${restart}`,
  })
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return fault(
        'the server may not read or write it',
        `give the user that runs the server read and write access to ${folder} and its parent folder, or set DATA_DIR to a folder it owns`,
      )
    case 'EROFS':
      return fault('it is on a read-only file system', 'set DATA_DIR to a folder on a writable disk')
    case 'ENOTDIR':
    case 'EEXIST':
      return fault('a file stands where a folder is needed', `move that file away from ${folder}, or set DATA_DIR to another path`)
    case 'ENOTEMPTY':
      return fault('it holds files but no database', 'empty it, or set DATA_DIR to a new folder')
    case 'ENOENT':
      return fault('it disappeared after it was created', 'check that nothing removes it (a temporary-files cleaner, a volume not mounted)')
    default:
      return fault(
        'it holds a database that cannot be opened (damaged, or made by another PGlite version)',
        `restore it from a backup, or move it aside to start with an empty database`,
      )
  }
}

/** The one error line an operator reads. */
export const folderFaultMessage = ({ folder, cause, action }: FolderFault) => `database folder unusable: ${folder}: ${cause}; ${action}`
