import express from 'express'
import { describe, expect, it } from 'vitest'
import http from 'node:http'
import { createShutdown } from './graceful-shutdown.ts'
import { createLogger } from './logger.ts'

type Events = string[]

async function start(events: Events, { graceMs = 5_000, closeMs = 150, failClose = false } = {}) {
  const server = http.createServer()
  const exited = Promise.withResolvers<number>()
  const shutdown = createShutdown({
    server,
    logger: createLogger({ write: () => {} }),
    graceMs,
    exit: (code) => exited.resolve(code),
    closers: [
      {
        name: 'outbox',
        close: async () => {
          events.push('outbox: delivery in progress finishing')
          await new Promise((resolve) => setTimeout(resolve, closeMs))
          if (failClose) throw new Error('could not stop')
          events.push('outbox: closed')
        },
      },
      { name: 'database', close: () => void events.push('database: closed') },
    ],
  })
  const app = express()
  app.use(shutdown.closeConnections)
  app.get('/slow', async (_req, res) => {
    events.push('request: started')
    await new Promise((resolve) => setTimeout(resolve, 300))
    events.push('request: finished')
    res.send('done')
  })
  app.get('/fast', (_req, res) => void res.send('fast'))
  server.on('request', app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { server, shutdown, url: `http://127.0.0.1:${port}`, exited: exited.promise }
}

/** Begins the shutdown once a slow request has started; that request is still in flight. */
async function shutDownDuringRequest(events: Events) {
  const started = await start(events)
  const inFlight = fetch(`${started.url}/slow`)
  await expect.poll(() => events.includes('request: started')).toBe(true)
  void started.shutdown.shutdown('SIGTERM')
  return { ...started, inFlight }
}

describe('createShutdown', () => {
  it('finishes the request in flight, then closes the outbox and the database in order, then exits 0', async () => {
    const events: Events = []
    const { shutdown, exited, inFlight } = await shutDownDuringRequest(events)
    expect(shutdown.isShuttingDown()).toBe(true)
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('done')
    expect(response.headers.get('connection')).toBe('close')

    expect(await exited).toBe(0)
    expect(events).toEqual([
      'request: started',
      'request: finished',
      'outbox: delivery in progress finishing',
      'outbox: closed',
      'database: closed',
    ])
  })

  it('takes no new connection once shutdown has begun', async () => {
    const events: Events = []
    const { url, exited, inFlight } = await shutDownDuringRequest(events)
    await expect(fetch(`${url}/fast`, { headers: { Connection: 'close' } })).rejects.toThrow()
    await inFlight
    expect(await exited).toBe(0)
  })

  it('exits 1 when a service fails to close, after closing the others', async () => {
    const events: Events = []
    const { shutdown, exited } = await start(events, { failClose: true, closeMs: 10 })
    void shutdown.shutdown('SIGTERM')
    expect(await exited).toBe(1)
    expect(events).toContain('database: closed')
  })

  it('gives up after the grace period when a service never finishes', async () => {
    const events: Events = []
    const { shutdown, exited } = await start(events, { graceMs: 100, closeMs: 10_000 })
    const started = Date.now()
    void shutdown.shutdown('SIGTERM')
    expect(await exited).toBe(1)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('runs once however many signals arrive', async () => {
    const events: Events = []
    const { shutdown, exited } = await start(events, { closeMs: 10 })
    const first = shutdown.shutdown('SIGTERM')
    expect(shutdown.shutdown('SIGINT')).toBe(first)
    expect(await exited).toBe(0)
    expect(events.filter((e) => e === 'database: closed')).toHaveLength(1)
  })
})
