import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Logger } from './logger.ts'

const MAX_PATH_LENGTH = 200

/**
 * The path only: the query string is never logged, because a form sent with
 * GET or a mistyped link can carry a name or an e-mail address there.
 */
export function loggablePath(originalUrl: string): string {
  const pathname = originalUrl.split(/[?#]/, 1)[0] ?? '/'
  return pathname.length > MAX_PATH_LENGTH ? `${pathname.slice(0, MAX_PATH_LENGTH)}…` : pathname
}

/**
 * One line per response, written when it has been sent: method, path, status,
 * duration and size. No address, user agent, referrer, cookie or body — nothing
 * that identifies a visitor. Health checks are left out unless they fail.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    // Read now: a refused request goes on as a GET to render its error screen (server/request-guard.ts).
    const method = req.method
    const path = loggablePath(req.originalUrl)
    const id = crypto.randomUUID()
    res.setHeader('X-Request-Id', id)
    res.on('finish', () => {
      // A load balancer asks for liveness and readiness every few seconds: only a failing answer is news.
      if ((path === '/healthz' || path.startsWith('/healthz/')) && res.statusCode < 400) return
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const fields = {
        id,
        method,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader('Content-Length')) || undefined,
      }
      // Expected refusals (4xx) are information, never an error with a stack.
      if (res.statusCode >= 500) logger.error('request', fields)
      else logger.info('request', fields)
    })
    next()
  }
}
