import http from 'node:http'
import type { Socket } from 'node:net'
import type { Env } from '../app/config/env.server.ts'
import { localeTag } from '../app/i18n/locales.ts'
import { company } from '../app/content/company.ts'
import type { Logger } from './logger.ts'

/**
 * The server's own time limits and connection cap (docs/decisions/0043).
 * Each is far above what a real visitor on a slow phone needs, and far below
 * what lets a handful of idle sockets hold the server.
 */
export type HttpLimits = {
  /** All request headers must have arrived by then (a slow-headers client is cut with 408). */
  headersTimeoutMs: number
  /** The whole request, body included (a post whose body never comes is cut with 408). */
  requestTimeoutMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** No bytes either way for this long: the socket is closed (a reader that stops reading the answer). */
  idleTimeoutMs: number
  /**
   * Open connections one address may hold; 0 for no cap (behind a proxy every visitor shares its address). Sized
   * for visitors who share one (a hospital's or a campus's NAT): a browser holds up to six connections to the site,
   * each closed 5 s after its last request, so 256 leaves room for about forty browsers busy at the same moment,
   * while a client holding sockets open without sending is cut by the header timeout (docs/decisions/0043).
   */
  maxConnectionsPerAddress: number
}

/**
 * How much of a request line and headers Node reads before giving up: far more than the site accepts
 * (server/request-guard.ts: 2,048-character addresses, 16 KiB of headers), so that what is too long reaches the
 * app and gets the site's own 414 or 431 screen in the visitor's language; past this, the short bilingual page of
 * `refuseOversized`.
 */
export const MAX_HEADER_BYTES_READ = 256 * 1_024

/** Six connections for each of about forty browsers behind one address, busy within the same five seconds. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256

export const defaultHttpLimits: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
}

/**
 * `HOST` and `MAX_CONNECTIONS_PER_ADDRESS` (no cap by default behind a proxy, `TRUST_PROXY`), from the checked
 * environment. Without `HOST`, `npm run dev` listens on this machine only: it serves the CMS's file-writing proxy
 * (/admin/api/v1, server/cms/admin.ts), which must not be reachable from the network a laptop sits on.
 */
export function httpConfigFromEnv(env: Pick<Env, 'HOST' | 'MAX_CONNECTIONS_PER_ADDRESS' | 'TRUST_PROXY' | 'NODE_ENV'>): {
  host?: string
  limits: HttpLimits
} {
  const behindProxy = env.TRUST_PROXY !== undefined && env.TRUST_PROXY !== false
  return {
    host: env.HOST ?? (env.NODE_ENV === 'development' ? '127.0.0.1' : undefined),
    limits: {
      ...defaultHttpLimits,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (behindProxy ? 0 : defaultHttpLimits.maxConnectionsPerAddress),
    },
  }
}

/** An HTTP server with those limits; Node checks its timeouts every second rather than every 30 s. */
export function createHttpServer(limits: HttpLimits = defaultHttpLimits, logger?: Pick<Logger, 'warn'>): http.Server {
  const server = http.createServer({
    maxHeaderSize: MAX_HEADER_BYTES_READ,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  })
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy())
  server.on('clientError', refuseOversized)
  if (limits.maxConnectionsPerAddress > 0) {
    const open = new Map<string, number>()
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? ''
      const count = (open.get(address) ?? 0) + 1
      if (count > limits.maxConnectionsPerAddress) {
        logger?.warn('connection refused: too many from one address', { limit: limits.maxConnectionsPerAddress })
        socket.destroy()
        return
      }
      open.set(address, count)
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left === 0) open.delete(address)
        else open.set(address, left)
      })
    })
  }
  return server
}

/**
 * What Node answers itself, before any handler: a request whose line and headers pass even Node's limit gets a
 * page saying so in both languages (its address is not read, so neither is its language), not cached, instead of
 * Node's bare 431; any other malformed request Node's own answer (400, 408 for a request too slow).
 */
export function refuseOversized(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy()
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
    return void socket.end(
      timeout ? 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n' : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n',
    )
  }
  const body = oversizedPage
  socket.end(
    [
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

const oversizedPage = `<!doctype html>
<html lang="${localeTag('en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Too Much Data Sent / Trop de données envoyées | ${company.name}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}</style></head>
<body><h1>Too Much Data Sent</h1><p>The address or what your browser sent with it is far larger than this site accepts.
<a href="/en">Start again from the home page</a>.</p>
<div lang="${localeTag('fr')}"><h1>Trop de données envoyées</h1><p>L’adresse, ou ce que votre navigateur a envoyé avec elle, dépasse de loin ce
que ce site accepte. <a href="/fr">Recommencez depuis la page d’accueil</a>.</p></div></body></html>
`

/** Listens on `host` when given (`127.0.0.1` keeps the site to this machine), on every interface otherwise. */
export function listenOn(server: http.Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    const done = () => {
      server.off('error', reject)
      resolve()
    }
    if (host) server.listen(port, host, done)
    else server.listen(port, done)
  })
}
