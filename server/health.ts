import type { RequestHandler } from 'express'
import type { Logger } from './logger.ts'

/** Named probes run by /healthz, e.g. `{ database: () => db.ping() }`; each resolves when healthy. */
export type HealthChecks = Record<string, () => Promise<unknown>>

function withTimeout(probe: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([Promise.resolve().then(probe), timeout]).finally(() => clearTimeout(timer))
}

/**
 * `/healthz` for load balancers and the test runner: 200 when every probe
 * answers in time, 503 when one fails or the server is shutting down. The
 * answer names the probes and their state only; reasons go to the log.
 */
export function healthz({
  checks,
  isShuttingDown,
  logger,
  timeoutMs = 2_000,
}: {
  checks: HealthChecks
  isShuttingDown: () => boolean
  logger: Logger
  timeoutMs?: number
}): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down' })
      return
    }
    const names = Object.keys(checks)
    const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]!, timeoutMs)))
    const states: Record<string, 'ok' | 'failing'> = {}
    results.forEach((result, index) => {
      const name = names[index]!
      states[name] = result.status === 'fulfilled' ? 'ok' : 'failing'
      if (result.status === 'rejected') logger.error('health check failed', { check: name, error: result.reason })
    })
    const healthy = results.every((result) => result.status === 'fulfilled')
    res.status(healthy ? 200 : 503).json({ status: healthy ? 'ok' : 'failing', checks: states })
  }
}
