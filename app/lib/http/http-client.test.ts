import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HTTP_RETRY_STATUSES } from '../../config/constants.ts'
import { createHttpClient } from './http-client.ts'

/**
 * A real local server: `/status/503` answers 503 the first time and 200 after,
 * so a retry shows as a success; every request is counted per method and path.
 */
const hits = new Map<string, number>()
const server = http.createServer((req, res) => {
  const key = `${req.method} ${req.url}`
  const count = (hits.get(key) ?? 0) + 1
  hits.set(key, count)
  const status = Number(/^\/status\/(\d{3})/.exec(req.url ?? '')?.[1] ?? 200)
  // `/drop` cuts the connection the first time: a network failure, not a status.
  if (req.url?.startsWith('/drop') && count === 1) return void req.socket.destroy()
  const always = req.url?.includes('always') ?? false
  res.statusCode = count === 1 || always ? status : 200
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ count, method: req.method }))
})
let client: ReturnType<typeof createHttpClient>

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  client = createHttpClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => hits.clear())

describe('HTTP client', () => {
  it('resolves paths against its base address', async () => {
    await expect(client('status/200')).resolves.toEqual({ count: 1, method: 'GET' })
  })

  it.each(HTTP_RETRY_STATUSES)('retries a GET once after %i', async (status) => {
    await expect(client(`status/${status}`)).resolves.toEqual({ count: 2, method: 'GET' })
    expect(hits.get(`GET /status/${status}`)).toBe(2)
  })

  it('retries HEAD and OPTIONS too: they are not writes', async () => {
    await client.raw('status/503', { method: 'HEAD' })
    await client.raw('status/502', { method: 'OPTIONS' })
    expect(hits.get('HEAD /status/503')).toBe(2)
    expect(hits.get('OPTIONS /status/502')).toBe(2)
  })

  it('retries a read once after a network failure, never a write', async () => {
    await expect(client('drop/read')).resolves.toEqual({ count: 2, method: 'GET' })
    await expect(client('drop/write', { method: 'POST', body: { a: 1 } })).rejects.toThrow()
    expect(hits.get('POST /drop/write')).toBe(1)
  })

  it('retries only once, and a caller cannot ask for more', async () => {
    await expect(client('status/503/always')).rejects.toMatchObject({ status: 503 })
    expect(hits.get('GET /status/503/always')).toBe(2)
    await expect(client('status/500/always', { retry: 5 })).rejects.toMatchObject({ status: 500 })
    expect(hits.get('GET /status/500/always')).toBe(2)
  })

  it.each(['PATCH', 'POST', 'PUT', 'DELETE', 'post'])('never retries %s, even when asked to', async (method) => {
    await expect(client('status/503', { method, body: { a: 1 }, retry: 3 })).rejects.toMatchObject({ status: 503 })
    expect(hits.get(`${method.toUpperCase()} /status/503`)).toBe(1)
  })

  it.each([400, 401, 403, 404, 422, 501])('does not retry %i', async (status) => {
    await expect(client(`status/${status}`)).rejects.toMatchObject({ status })
    expect(hits.get(`GET /status/${status}`)).toBe(1)
  })
})
