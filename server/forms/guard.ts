import type { RequestHandler, Response } from 'express'
import { acceptedPost, type FormPostVerdict } from '../../app/forms/domain/services.ts'
import { postedPage } from './form-paths.ts'
import { fromAllowedOrigin } from './origin.ts'
import { formRateLimit, type RateLimitOptions } from './rate-limit.ts'

export type GuardOptions = {
  /** Every page that takes posts (the forms and the professional declaration): one origin rule, one size rule. */
  paths: Pick<ReadonlySet<string>, 'has'>
  /** The forms among them, whose posts count against the rate limit; the declaration is a click, not counted. */
  rateLimitedPaths: ReadonlySet<string>
  allowedOrigins: ReadonlySet<string>
  maxBytes: number
  rateLimit: Omit<RateLimitOptions, 'onLimited'>
}

type Locals = { formPost?: FormPostVerdict }

/** What the guard found about this response's request; the defaults for anything else. */
export function verdictOf(res: Response): FormPostVerdict {
  return (res.locals as Locals).formPost ?? acceptedPost
}

/**
 * Looks at each post before React Router: origin and declared size for every
 * page that takes posts, the rate limit for the forms. It refuses nothing itself; it records what it found, and the
 * page's action answers with the right status and a translated page that
 * keeps the visitor's input where it may.
 */
export function formPostGuard({ paths, rateLimitedPaths, allowedOrigins, maxBytes, rateLimit }: GuardOptions): {
  middleware: RequestHandler
  close: () => Promise<void>
  ready: Promise<void>
} {
  const limiter = formRateLimit({
    ...rateLimit,
    onLimited: (_req, res, next) => {
      verdictOf(res).rateLimited = true
      next()
    },
  })
  const middleware: RequestHandler = (req, res, next) => {
    const page = postedPage(req.path)
    if (req.method !== 'POST' || !paths.has(page)) return next()
    const length = Number(req.get('content-length'))
    const verdict: FormPostVerdict = {
      rateLimited: false,
      foreignOrigin: !fromAllowedOrigin(req, allowedOrigins),
      tooLarge: Number.isFinite(length) && length > maxBytes,
      maxBytes,
    }
    ;(res.locals as Locals).formPost = verdict
    // This guard decides on the origin of form posts. React Router has a check of its own that would answer
    // a bare, untranslated 400 before the action runs; with the header gone, the action answers a foreign
    // post with its translated 403 instead, and an allowed origin (SITE_URL behind a proxy) goes through.
    delete req.headers.origin
    // A body too large to read is not kept open: the connection closes after the answer.
    if (verdict.tooLarge) res.setHeader('Connection', 'close')
    if (!rateLimitedPaths.has(page)) return next()
    limiter.middleware(req, res, next)
  }
  return { middleware, close: limiter.close, ready: limiter.ready }
}
