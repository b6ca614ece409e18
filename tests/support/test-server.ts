import type { AddressInfo } from 'node:net'
import http from 'node:http'
import type { RequestListener } from 'node:http'

/** Starts a real HTTP server on a free port for a test; `close` stops it. */
export async function listen(handler: RequestListener): Promise<{ server: http.Server; url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A GET that leaves the body as sent (fetch would decompress it and choose its own Accept-Encoding). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** `default-src 'self'; script-src …` → { 'default-src': ["'self'"], … } */
export function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  )
}
