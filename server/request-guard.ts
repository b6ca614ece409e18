import type { RequestHandler, Response } from 'express'
import { langOfPath } from '../app/routing/paths.ts'
import type { RequestRejection } from '../app/server-context.ts'

/** Longer than any address of the site by far; browsers and proxies accept about this much. */
export const MAX_URL_LENGTH = 2_048
/** The deepest page is five segments deep (`/fr/salledepresse/archives/<id>/imprimer`). */
export const MAX_PATH_SEGMENTS = 16

const readMethods = new Set(['GET', 'HEAD'])

type Locals = { rejection?: RequestRejection }

/** What the guard found wrong with this response's request, if anything. */
export const rejectionOf = (res: Response): RequestRejection | null => (res.locals as Locals).rejection ?? null

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
 * Refuses, before anything else looks at them, addresses that are too long,
 * too deep or badly percent-encoded, and methods a page does not take
 * (docs/decisions/0042). The refusal is still the site's own error screen:
 * the request goes on to React Router as a GET, whose root route throws the
 * rejection it finds in its context, so the screen has the site's header,
 * footer and language. An over-long address is shown at its language's root,
 * never echoed.
 */
export function requestGuard({ acceptsPost, render }: { acceptsPost: (path: string) => boolean; render: RequestHandler }): RequestHandler {
  return (req, res, next) => {
    const rejection = inspectRequest(req.method, req.url, acceptsPost)
    if (!rejection) return next()
    ;(res.locals as Locals).rejection = rejection
    if (rejection.allow) res.setHeader('Allow', rejection.allow)
    // A body that is not read is not waited for either: the connection closes after the answer.
    if (!readMethods.has(req.method)) res.setHeader('Connection', 'close')
    const lang = langOfPath(req.url.slice(0, 4).replace(/[?#].*$/, ''))
    // A page keeps its address; an address too long (React Router would spend seconds matching thousands of
    // segments), or one that is not a page (a file, the language choice at `/`: resource routes answer no
    // screen), is shown at its language's root, or at `/-`, which no route claims, in both languages.
    // React Router reads `originalUrl`; the log has already kept the address as sent.
    const page = lang !== undefined && !/\.[^/]*$/.test(req.path)
    if (rejection.status === 414 || (rejection.status === 405 && !page)) req.url = req.originalUrl = lang ? `/${lang}` : '/-'
    req.method = 'GET'
    render(req, res, next)
  }
}
