import { format } from 'node:util'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>
export type Logger = {
  [L in LogLevel]: (msg: string, fields?: LogFields) => void
}

/**
 * The logging the storage, mail, outbox and form code asks for: a Logger
 * fits it; tests pass `silentLog` or a recording one.
 */
export type Log = Pick<Logger, 'info' | 'warn' | 'error'>

export const silentLog: Log = { info() {}, warn() {}, error() {} }

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** Errors do not serialize with JSON.stringify; keep their name, message and stack. */
function plain(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  return value
}

/**
 * One JSON object per line on stdout, as log collectors expect. Callers pass
 * only what operations need (route, status, timing, reference numbers): never
 * form content, addresses, query strings or anything that identifies a visitor.
 */
export function createLogger({
  level = 'info',
  write = (line: string) => process.stdout.write(line),
  now = () => new Date(),
}: { level?: LogLevel; write?: (line: string) => void; now?: () => Date } = {}): Logger {
  const emit =
    (lvl: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (rank[lvl] < rank[level]) return
      const entry: LogFields = { time: now().toISOString(), level: lvl, msg }
      for (const [key, value] of Object.entries(fields)) entry[key] = plain(value)
      write(`${JSON.stringify(entry)}\n`)
    }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}

/**
 * React Router and React report render errors with console.error; routing the
 * console through the logger keeps every line of the process JSON.
 */
export function routeConsoleTo(logger: Logger): void {
  const forward =
    (lvl: LogLevel) =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      logger[lvl](format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))), error ? { error } : {})
    }
  console.log = forward('info')
  console.info = forward('info')
  console.warn = forward('warn')
  console.error = forward('error')
  console.debug = forward('debug')
}
