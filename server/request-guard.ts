import type { RequestHandler, Response } from 'express'
import { langOfPath } from '../app/routing/paths.ts'
import type { RequestRejection } from '../app/server-context.ts'

/** Longer than any address of the site by far; browsers and proxies accept about this much. */
export const MAX_URL_LENGTH = 2_048
/** The deepest page is five segments deep (`/fr/salledepresse/archives/<id>/imprimer`). */
export const MAX_PATH_SEGMENTS = 16
/**
 * Request headers past this (a cookie grown out of bounds, a header stuffed on purpose) get the site's 431 screen;
 * what no browser sends. Node itself accepts more (server/http-server.ts, `MAX_HEADER_BYTES_READ`), so that what
 * is too large here gets the site's screen rather than Node's bare answer.
 */
export const MAX_HEADER_BYTES = 16 * 1_024

const readMethods = new Set(['GET', 'HEAD'])

type Locals = { rejection?: RequestRejection }

/** What the guard found wrong with this response's request, if anything. */
export const rejectionOf = (res: Response): RequestRejection | null => (res.locals as Locals).rejection ?? null

/**
 * A host as a URL can hold it: a name or IPv4 address (letters, digits, dots, hyphens), or an IPv6 address in
 * brackets, with an optional port. Anything else (spaces, `%`, `@`, `/`, a port past 65535) is no host of ours.
 */
const hostPattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/

export function isValidHost(host: string | undefined): boolean {
  const match = host === undefined ? null : hostPattern.exec(host)
  if (!match) return false
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false
  try {
    new URL(`http://${host}/`)
    return true
  } catch {
    return false
  }
}

const badRequest: RequestRejection = { status: 400, statusMessage: 'Bad Request' }
const headersTooLarge: RequestRejection = { status: 431, statusMessage: 'Request Header Fields Too Large' }

/** The bytes of the request's headers as sent (names, values and their separators). */
export const headerBytes = (rawHeaders: readonly string[]) => rawHeaders.reduce((sum, part) => sum + part.length + 2, 0)

/**
 * What the request line and Host say about a request, before its address is read: a request line without an
 * HTTP version (HTTP/0.9), a missing Host (HTTP/1.0 may omit it; React Router cannot build a URL without it) or
 * one no URL can hold, including X-Forwarded-Host when the proxy is trusted (Express's `req.host`), is a 400.
 */
export function inspectConnection(
  httpVersionMajor: number,
  host: string | undefined,
  rawHeaders: readonly string[] = [],
): RequestRejection | undefined {
  if (httpVersionMajor < 1) return badRequest
  if (headerBytes(rawHeaders) > MAX_HEADER_BYTES) return headersTooLarge
  return isValidHost(host) ? undefined : badRequest
}

/** The reason a request is refused, or undefined. Bounded work: the length is checked before the path is looked at. */
export function inspectRequest(method: string, url: string, acceptsPost: (path: string) => boolean): RequestRejection | undefined {
  if (url.length > MAX_URL_LENGTH) return { status: 414, statusMessage: 'URI Too Long' }
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  const segments = path.split('/')
  if (segments.length - 1 > MAX_PATH_SEGMENTS) return { status: 414, statusMessage: 'URI Too Long' }
  try {
    for (const segment of segments) decodeURIComponent(segment)
  } catch {
    return { status: 400, statusMessage: 'Bad Request' }
  }
  if (readMethods.has(method)) return undefined
  if (method === 'POST' && acceptsPost(path)) return undefined
  return { status: 405, statusMessage: 'Method Not Allowed', allow: acceptsPost(path) ? 'GET, HEAD, POST' : 'GET, HEAD' }
}

/**
 * Finds, before anything answers a request (prerendered pages included, so the address limits apply to them
 * too), what is wrong with it: a request line without a version, a bad Host, addresses that are too long, too
 * deep or badly percent-encoded, and methods a page does not take (docs/decisions/0042). It answers nothing
 * itself: a request found wrong passes every handler until `refuseRequests`, which has the site's screen.
 */
export function inspectRequests({ acceptsPost }: { acceptsPost: (path: string) => boolean }): RequestHandler {
  return (req, res, next) => {
    const rejection = inspectConnection(req.httpVersionMajor, req.host, req.rawHeaders) ?? inspectRequest(req.method, req.url, acceptsPost)
    if (rejection) {
      ;(res.locals as Locals).rejection = rejection
      // A bad Host cannot make the address React Router builds for the error screen: this server's name stands in.
      if (rejection.status === 400 && !isValidHost(req.host)) {
        req.headers.host = 'localhost'
        delete req.headers['x-forwarded-host']
      }
    }
    next()
  }
}

/** A handler that serves only requests `inspectRequests` found nothing wrong with (the prerendered pages). */
export const unlessRefused =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    rejectionOf(res) ? next() : handler(req, res, next)

/**
 * Answers a refused request with the site's own error screen: the request
 * goes on to React Router as a GET, whose root route throws the rejection it
 * finds in its context, so the screen has the site's header, footer and
 * language. An over-long address is shown at its language's root, never echoed.
 */
export function refuseRequests({ render }: { render: RequestHandler }): RequestHandler {
  return (req, res, next) => {
    const rejection = rejectionOf(res)
    if (!rejection) return next()
    if (rejection.allow) res.setHeader('Allow', rejection.allow)
    // An answer about this one request, never a page to keep.
    res.setHeader('Cache-Control', 'no-store')
    // A body that is not read is not waited for either: the connection closes after the answer.
    if (!readMethods.has(req.method) || rejection.status === 400) res.setHeader('Connection', 'close')
    const lang = langOfPath(req.url.slice(0, 4).replace(/[?#].*$/, ''))
    // A page keeps its address; an address too long (React Router would spend seconds matching thousands of
    // segments), or one that is not a page (a file, the language choice at `/`: resource routes answer no
    // screen), is shown at its language's root, or at `/-`, which no route claims, in both languages.
    // React Router reads `originalUrl`; the log has already kept the address as sent.
    const page = lang !== undefined && !/\.[^/]*$/.test(req.path)
    if (rejection.status === 414 || rejection.status === 431 || (rejection.status === 405 && !page) || !req.url.startsWith('/'))
      req.url = req.originalUrl = lang ? `/${lang}` : '/-'
    req.method = 'GET'
    // Headers too large are not handed on: the screen needs none of them, and React Router would read them all.
    if (rejection.status === 431) for (const name of Object.keys(req.headers)) if (name !== 'host') delete req.headers[name]
    render(req, res, next)
  }
}
