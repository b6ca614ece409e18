import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { healthz, type HealthChecks } from './health.ts'
import { createLogger } from './logger.ts'
import { listen } from '../tests/support/test-server.ts'

describe('healthz', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(() => stop?.())

  async function probe(checks: HealthChecks, { shuttingDown = false, path = '/healthz' } = {}) {
    const lines: string[] = []
    const app = express()
    const handler = healthz({
      checks,
      isShuttingDown: () => shuttingDown,
      logger: createLogger({ write: (l) => lines.push(l) }),
      timeoutMs: 100,
    })
    app.get('/healthz', handler)
    app.get('/healthz/:probe', handler)
    const server = await listen(app)
    stop = server.close
    const response = await fetch(`${server.url}${path}`)
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      cache: response.headers.get('cache-control'),
      log: lines.join(''),
    }
  }

  const database = (probe: () => Promise<unknown>) => ({ database: { probe, critical: false } })

  it('answers 200 when every probe answers', async () => {
    expect(await probe(database(async () => 'pong'))).toMatchObject({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok' } },
      cache: 'no-store',
    })
  })

  it('says the instance is degraded, still 200, when the database fails, and keeps the reason in the log only', async () => {
    const result = await probe(database(async () => Promise.reject(new Error('connection refused at 10.0.0.5'))))
    expect(result).toMatchObject({ status: 200, body: { status: 'degraded', checks: { database: 'failing' } } })
    expect(JSON.stringify(result.body)).not.toContain('10.0.0.5')
    expect(result.log).toContain('connection refused')
  })

  it('answers 503 for the database alone, for monitoring', async () => {
    const failing = await probe(
      database(async () => Promise.reject(new Error('down'))),
      { path: '/healthz/database' },
    )
    expect(failing).toMatchObject({ status: 503, body: { status: 'failing', checks: { database: 'failing' } } })
    expect(
      await probe(
        database(async () => 'pong'),
        { path: '/healthz/database' },
      ),
    ).toMatchObject({ status: 200 })
    expect(
      await probe(
        database(async () => 'pong'),
        { path: '/healthz/nothing' },
      ),
    ).toMatchObject({ status: 404 })
  })

  it('answers 503 when a critical probe fails or hangs', async () => {
    const result = await probe({ renderer: { probe: () => new Promise(() => {}), critical: true } })
    expect(result).toMatchObject({ status: 503, body: { status: 'failing', checks: { renderer: 'failing' } } })
    expect(result.log).toContain('timed out after 100 ms')
  })

  it('answers 503 once shutdown has begun, so the load balancer stops sending', async () => {
    expect(await probe({}, { shuttingDown: true })).toMatchObject({ status: 503, body: { status: 'shutting-down' } })
  })
})
