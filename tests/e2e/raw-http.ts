import http from 'node:http'
import net from 'node:net'

export type RawAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  /** The body's bytes as sent, still encoded. */
  raw: Buffer
  bytes: number
  ms: number
}

/**
 * One request with the path exactly as given (fetch would normalize it) and
 * no automatic decompression, so the bytes counted are the bytes sent.
 */
export function rawRequest(
  base: string,
  { method = 'GET', path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }
    const request = http.request(
      { host: hostname, port, method, path, headers: { connection: 'close', ...length, ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const all = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: all.toString('utf8'),
            raw: all,
            bytes: all.byteLength,
            ms: performance.now() - started,
          })
        })
        res.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Keeps asking for a page until stopped, and reports the slowest answer: the server must keep answering meanwhile. */
export function keepAsking(base: string, path: string) {
  let stopped = false
  let slowestMs = 0
  let answers = 0
  const failures: string[] = []
  const loop = (async () => {
    while (!stopped) {
      try {
        const answer = await rawRequest(base, { path })
        slowestMs = Math.max(slowestMs, answer.ms)
        if (answer.status !== 200) failures.push(String(answer.status))
        answers++
      } catch (error) {
        failures.push(String(error))
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  return {
    async stop() {
      stopped = true
      await loop
      return { slowestMs, answers, failures }
    },
  }
}

/**
 * Bytes written to the server exactly as given, on a socket of their own (no HTTP client would send a request
 * line without a version, or a Host with a space), and what comes back until the server closes it.
 */
export function rawSocket(
  base: string,
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(new Error(`no end within ${timeoutMs} ms`)), timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    let failure: Error | undefined
    // A server that answers before reading a whole body may reset the connection after its answer: what came
    // before counts; a reset before any answer is the failure.
    socket.on('error', (error) => {
      failure = error
    })
    socket.on('close', () => {
      clearTimeout(timer)
      if (failure && chunks.length === 0) return reject(failure)
      const text = Buffer.concat(chunks).toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      const head = end === -1 ? text : text.slice(0, end)
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: end === -1 ? '' : text.slice(end + 4) })
    })
    socket.write(request)
  })
}
