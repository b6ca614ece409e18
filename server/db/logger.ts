/**
 * The logging the storage, mail and outbox code needs; server/logger.ts's
 * JSON logger fits it, and tests pass a silent or recording one.
 */
export type Log = {
  info: (msg: string, fields?: Record<string, unknown>) => void
  warn: (msg: string, fields?: Record<string, unknown>) => void
  error: (msg: string, fields?: Record<string, unknown>) => void
}

export const silentLog: Log = { info() {}, warn() {}, error() {} }
