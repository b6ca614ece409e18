import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { healthz, type HealthChecks } from './health.ts'
import { createLogger } from './logger.ts'
import { listen } from './test-server.ts'

describe('healthz', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(() => stop?.())

  async function probe(checks: HealthChecks, shuttingDown = false) {
    const lines: string[] = []
    const app = express()
    app.get('/healthz', healthz({ checks, isShuttingDown: () => shuttingDown, logger: createLogger({ write: (l) => lines.push(l) }), timeoutMs: 100 }))
    const server = await listen(app)
    stop = server.close
    const response = await fetch(`${server.url}/healthz`)
    return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get('cache-control'), log: lines.join('') }
  }

  it('answers 200 when every probe answers', async () => {
    expect(await probe({ database: async () => 'pong' })).toMatchObject({ status: 200, body: { status: 'ok', checks: { database: 'ok' } }, cache: 'no-store' })
  })

  it('answers 503 when the database fails, and keeps the reason in the log only', async () => {
    const result = await probe({ database: async () => Promise.reject(new Error('connection refused at 10.0.0.5')) })
    expect(result).toMatchObject({ status: 503, body: { status: 'failing', checks: { database: 'failing' } } })
    expect(JSON.stringify(result.body)).not.toContain('10.0.0.5')
    expect(result.log).toContain('connection refused')
  })

  it('answers 503 when a probe hangs', async () => {
    const result = await probe({ database: () => new Promise(() => {}) })
    expect(result).toMatchObject({ status: 503, body: { checks: { database: 'failing' } } })
    expect(result.log).toContain('timed out after 100 ms')
  })

  it('answers 503 once shutdown has begun, so the load balancer stops sending', async () => {
    expect(await probe({}, true)).toMatchObject({ status: 503, body: { status: 'shutting-down' } })
  })
})
