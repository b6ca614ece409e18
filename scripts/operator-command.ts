import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { StaffUser } from '../app/staff/domain/services.ts'

/**
 * What the operator's commands (`npm run privacy`, `backup`, `restore`) share: who they act as, how they stop, and
 * whether a server has the embedded database open.
 */

/**
 * A command that cannot go on, with its exit code. Thrown rather than `process.exit`: the exit would skip the
 * `finally` that closes the database, and an embedded database left open keeps its postmaster.pid, so the next
 * command would wrongly say a server has it open.
 */
export class CommandFailure extends Error {
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}

export function fail(message: string, code = 1): never {
  throw new CommandFailure(message, code)
}

/** The command as it appears in the audit log and the records it writes: the account that ran it. */
export function commandActor(): StaffUser {
  const user = os.userInfo().username
  return { subject: `command:${user}`, name: `command (${user})`, email: null, roles: ['privacy'] }
}

/** The embedded database in use: PGlite keeps postmaster.pid in its folder while a process has it open. */
export function embeddedInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'postmaster.pid'))
}

/** What to say when a server has the embedded database open. */
export function embeddedInUseMessage(dataDir: string): string {
  const shown = dataDir.startsWith(process.cwd()) ? path.relative(process.cwd(), dataDir) || '.' : dataDir
  return (
    `The embedded database in ${shown} is open in a running server (npm start or npm run dev).\n` +
    'Stop the server first, then run this command again; start the server afterwards.\n' +
    `If no server is running, a server stopped abruptly: remove ${path.join(dataDir, 'postmaster.pid')} and run the command again.`
  )
}

/** Runs a command's main: a `CommandFailure` is said on stderr with its exit code, anything else thrown. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error
    process.stderr.write(`${error.message}\n`)
    // Set, not exited with: whatever is still open closes first (the database already has, in main's finally).
    process.exitCode = error.code
  }
}
