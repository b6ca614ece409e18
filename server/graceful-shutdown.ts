import type { Server } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from './logger.ts'

/** Something to close after the last request: the outbox worker, then the database. */
export type Closer = { name: string; close: () => Promise<void> | void }

export type Shutdown = {
  /** Stops taking requests, lets those in flight finish, then closes each service in order and exits. */
  shutdown: (reason: string) => Promise<void>
  isShuttingDown: () => boolean
  /** Tells keep-alive clients to reconnect elsewhere once shutdown has begun. */
  closeConnections: RequestHandler
}

/**
 * Graceful shutdown (docs/decisions/0033). A load balancer sends SIGTERM and
 * keeps the instance out of rotation (healthz answers 503 from then on); the
 * server finishes what it is doing — requests in flight, then the outbox
 * delivery under way — and exits 0, or exits 1 after `graceMs` whatever is left.
 */
export function createShutdown({
  server,
  logger,
  closers,
  graceMs = 10_000,
  exit = (code: number) => process.exit(code),
}: {
  server: Server
  logger: Logger
  closers: Closer[]
  graceMs?: number
  exit?: (code: number) => void
}): Shutdown {
  let running: Promise<void> | undefined

  const shutdown = (reason: string) => {
    running ??= (async () => {
      const started = Date.now()
      logger.info('shutdown started', { reason, graceMs })
      const deadline = setTimeout(() => {
        logger.error('shutdown deadline passed, closing connections', { graceMs })
        server.closeAllConnections()
        exit(1)
      }, graceMs)
      deadline.unref()

      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      logger.info('requests finished', { ms: Date.now() - started })

      let failed = false
      for (const closer of closers) {
        try {
          await closer.close()
          logger.info('closed', { service: closer.name, ms: Date.now() - started })
        } catch (error) {
          failed = true
          logger.error('close failed', { service: closer.name, error })
        }
      }
      clearTimeout(deadline)
      logger.info('shutdown complete', { ms: Date.now() - started })
      exit(failed ? 1 : 0)
    })()
    return running
  }

  return {
    shutdown,
    isShuttingDown: () => running !== undefined,
    // Checked when the headers go out, so a request that began before the signal closes its connection too.
    closeConnections: (_req, res, next) => {
      const writeHead = res.writeHead
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        if (running && !this.headersSent) this.setHeader('Connection', 'close')
        return writeHead.apply(this, args)
      } as typeof res.writeHead
      next()
    },
  }
}
