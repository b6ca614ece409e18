import fs from 'node:fs'
import type { Log } from '../logger.ts'

/**
 * Without SMTP the e-mails become files in MAIL_DIR: the folder is made at start (a fresh clone has no var/),
 * and one that cannot be written is said at once, in one line naming it, rather than at the first form post.
 * The messages wait in the outbox meanwhile and are delivered once the folder is fixed.
 */
export function prepareMailFolder(dir: string, log: Log): boolean {
  try {
    fs.mkdirSync(dir, { recursive: true })
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK)
    return true
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'Error'
    log.error(
      `mail folder unusable: ${dir}: ${code}; make it a folder the server's user can write, or set MAIL_DIR (or SMTP_URL), then restart the server; e-mails wait in the outbox meanwhile`,
      { folder: dir, code },
    )
    return false
  }
}
