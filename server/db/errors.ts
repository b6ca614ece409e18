/**
 * What may be logged about a failure: its code (a PostgreSQL SQLSTATE, a
 * Node errno, an SMTP code) or its class name, never its message, which can
 * quote the query's parameters, e-mail addresses or what the visitor wrote.
 */
export function failureCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object') {
      const { code, responseCode } = current as { code?: unknown; responseCode?: unknown }
      if (typeof responseCode === 'number') return `SMTP ${responseCode}`
      if (typeof code === 'string' || typeof code === 'number') return String(code)
      const cause = (current as { cause?: unknown }).cause
      if (!cause) return (current as { name?: string }).name ?? 'Error'
      current = cause
    } else {
      return typeof current
    }
  }
  return 'Error'
}
