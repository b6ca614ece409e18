import { createAppError, type AppError } from '../../errors/app-error.ts'
import { loadsOptionally } from '../chunk-reload/optional-chunks.ts'

/**
 * Errors in the browser that stop the page. People get the
 * error screen; search-engine and preview bots (by user agent) get it logged
 * only, so a crawler indexes the page as it was rendered, not an error screen.
 */
export type FatalErrors = ReturnType<typeof createFatalErrors>

export type FatalErrorsOptions = {
  userAgent: () => string
  /** Bot detection; isbot is loaded only when an error happens, so pages carry none of it. */
  isBot: (userAgent: string) => Promise<boolean>
  log: (...data: unknown[]) => void
}

export function createFatalErrors({ userAgent, isBot, log }: FatalErrorsOptions) {
  let current: AppError | null = null
  const listeners = new Set<() => void>()
  const set = (next: AppError | null) => {
    current = next
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async report(error: unknown): Promise<'shown' | 'logged'> {
      log('Fatal error', error)
      if (await isBot(userAgent())) return 'logged'
      set(createAppError({ fatal: true }))
      return 'shown'
    },
    /** A successful navigation leaves the error behind. */
    clear() {
      if (current) set(null)
    },
  }
}

// isbot's chunk missing must not turn a fatal error into a reload: the pattern below stands in for it, in place.
loadsOptionally('isbot')

/** Loads isbot on demand; if even that fails, a short pattern keeps crawlers from getting an error screen. */
export async function detectBot(userAgent: string): Promise<boolean> {
  try {
    const { isbot } = await import('isbot')
    return isbot(userAgent)
  } catch {
    return /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i.test(userAgent)
  }
}

/**
 * Whether an unhandled error is the site's own. Third-party code (the tag
 * manager's tags, browser extensions) must not take the page down: errors from
 * other origins, cross-origin "Script error." and benign ResizeObserver notices
 * are left alone.
 */
export function isOwnError(event: { filename?: string; message?: string; reason?: unknown }, origin: string): boolean {
  if ('reason' in event) {
    const reason = event.reason as { stack?: unknown; message?: unknown } | undefined
    const text = `${String(reason?.stack ?? '')}\n${String(reason?.message ?? '')}`
    return text.includes(origin)
  }
  if (event.message?.startsWith('ResizeObserver loop')) return false
  return typeof event.filename === 'string' && event.filename.startsWith(`${origin}/`)
}

/** Reports the site's own uncaught errors and unhandled rejections. */
export function listenForUnhandledErrors(target: EventTarget, origin: string, report: (error: unknown) => void): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent
    if (isOwnError({ filename: e.filename, message: e.message }, origin)) report(e.error ?? e.message)
  }
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason
    if (isOwnError({ reason }, origin)) report(reason)
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
