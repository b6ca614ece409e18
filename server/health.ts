import type { RequestHandler } from 'express'
import type { Logger } from './logger.ts'

/**
 * A named probe for /healthz; it resolves when healthy. A `critical` one
 * failing means this instance cannot serve pages (503). A non-critical one —
 * the database the forms use — makes the instance `degraded` (still 200):
 * every instance shares that database, and taking them all out of rotation
 * would stop the pages too (docs/decisions/0033).
 */
export type HealthCheck = { probe: () => Promise<unknown>; critical: boolean }
export type HealthChecks = Record<string, HealthCheck>

function withTimeout(probe: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([Promise.resolve().then(probe), timeout]).finally(() => clearTimeout(timer))
}

/**
 * `/healthz` for load balancers and the test runner, and `/healthz/<probe>`
 * (503 when that probe fails) for monitoring. The answer names the probes
 * and their state only; reasons go to the log. Everything is 503 once
 * shutdown has begun.
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
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down' })
      return
    }
    const only = req.params.probe as string | undefined
    if (only !== undefined && !Object.hasOwn(checks, only)) {
      res.status(404).json({ status: 'unknown-probe' })
      return
    }
    const names = only === undefined ? Object.keys(checks) : [only]
    const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]!.probe, timeoutMs)))
    const states: Record<string, 'ok' | 'failing'> = {}
    const failed: string[] = []
    results.forEach((result, index) => {
      const name = names[index]!
      states[name] = result.status === 'fulfilled' ? 'ok' : 'failing'
      if (result.status === 'rejected') {
        failed.push(name)
        logger.error('health check failed', { check: name, error: result.reason })
      }
    })
    // Asked about one probe, its failure is the answer; otherwise only a critical one makes the instance fail.
    const status = failed.some((name) => only !== undefined || checks[name]!.critical) ? 'failing' : failed.length > 0 ? 'degraded' : 'ok'
    res.status(status === 'failing' ? 503 : 200).json({ status, checks: states })
  }
}
