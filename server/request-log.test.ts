import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'
import { loggablePath, requestLog } from './request-log.ts'
import { listen } from '../tests/support/test-server.ts'

describe('loggablePath', () => {
  it('never keeps the query string or fragment', () => {
    expect(loggablePath('/en/contactus?email=someone%40example.com&name=Jo')).toBe('/en/contactus')
    expect(loggablePath('/fr#top')).toBe('/fr')
  })

  it('shortens very long paths', () => {
    expect(loggablePath(`/${'a'.repeat(500)}`)).toHaveLength(201)
  })
})

describe('requestLog', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(() => stop?.())

  async function serve() {
    const lines: string[] = []
    const app = express()
    app.use(requestLog(createLogger({ write: (line) => lines.push(line) })))
    app.get('/healthz', (_req, res) => void res.send('ok'))
    app.get('/healthz/ready', (_req, res) => void res.send('ok'))
    app.get('/broken', (_req, res) => void res.status(500).send('no'))
    app.post('/en/contactus', (_req, res) => void res.status(303).send('see other'))
    const server = await listen(app)
    stop = server.close
    return { url: server.url, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) }
  }

  it('logs method, path, status, duration and size, and nothing about the visitor', async () => {
    const { url, entries } = await serve()
    const response = await fetch(`${url}/en/contactus?name=Jo%20Tremblay`, {
      method: 'POST',
      headers: { 'User-Agent': 'Visitor Browser', Referer: 'https://example.com/jo', Cookie: 'session=secret' },
      body: 'email=jo%40example.com',
    })
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    await response.text()
    await expect.poll(() => entries().length).toBe(1)
    const entry = entries()[0]!
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/en/contactus',
      status: 303,
      id: response.headers.get('x-request-id'),
    })
    expect(typeof entry.ms).toBe('number')
    const text = JSON.stringify(entry)
    for (const secret of ['Jo', 'Tremblay', 'example.com', 'Visitor Browser', 'secret', '127.0.0.1']) expect(text).not.toContain(secret)
  })

  it('logs server errors at error level and leaves healthy health checks out', async () => {
    const { url, entries } = await serve()
    await (await fetch(`${url}/healthz`)).text()
    await (await fetch(`${url}/healthz/ready`)).text()
    await (await fetch(`${url}/broken`)).text()
    await expect.poll(() => entries().length).toBe(1)
    expect(entries()[0]).toMatchObject({ level: 'error', path: '/broken', status: 500 })
  })
})
