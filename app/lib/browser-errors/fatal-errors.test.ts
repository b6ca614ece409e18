import { describe, expect, it, vi } from 'vitest'
import { createFatalErrors, detectBot, isOwnError, listenForUnhandledErrors } from './fatal-errors.ts'
import { isOptionalChunkFailure } from '../chunk-reload/optional-chunks.ts'

const origin = 'https://www.nordorapharma.ca'
const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('fatal errors', () => {
  it('shows the error screen to people', async () => {
    const log = vi.fn()
    const errors = createFatalErrors({ userAgent: () => person, isBot: detectBot, log })
    const listener = vi.fn()
    errors.subscribe(listener)
    await expect(errors.report(new Error('boom'))).resolves.toBe('shown')
    expect(errors.getSnapshot()).toEqual({ statusCode: 500, statusMessage: 'Internal Server Error', data: undefined, fatal: true })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('Fatal error', expect.any(Error))
    errors.clear()
    expect(errors.getSnapshot()).toBeNull()
  })

  it.each([
    googlebot,
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  ])('only logs for the bot %s', async (userAgent) => {
    const log = vi.fn()
    const errors = createFatalErrors({ userAgent: () => userAgent, isBot: detectBot, log })
    await expect(errors.report(new Error('boom'))).resolves.toBe('logged')
    expect(errors.getSnapshot()).toBeNull()
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('isOwnError', () => {
  it('takes errors from the site’s own scripts', () => {
    expect(isOwnError({ filename: `${origin}/assets/root-abc.js`, message: 'TypeError: x is undefined' }, origin)).toBe(true)
    expect(
      isOwnError({ reason: new TypeError(`Failed to fetch dynamically imported module: ${origin}/assets/press-room.js`) }, origin),
    ).toBe(true)
  })

  it('leaves third-party and benign errors alone', () => {
    expect(isOwnError({ filename: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', message: 'oops' }, origin)).toBe(false)
    expect(isOwnError({ filename: '', message: 'Script error.' }, origin)).toBe(false)
    expect(isOwnError({ filename: `${origin}.evil.example/x.js`, message: 'x' }, origin)).toBe(false)
    expect(
      isOwnError({ filename: `${origin}/assets/a.js`, message: 'ResizeObserver loop completed with undelivered notifications.' }, origin),
    ).toBe(false)
    expect(isOwnError({ reason: 'a bare string' }, origin)).toBe(false)
  })
})

describe('listenForUnhandledErrors', () => {
  it('reports own uncaught errors and rejections, and stops when asked', () => {
    const target = new EventTarget()
    const report = vi.fn()
    const stop = listenForUnhandledErrors(target, origin, report)
    const error = new Error('boom')
    target.dispatchEvent(Object.assign(new Event('error'), { filename: `${origin}/assets/x.js`, message: 'boom', error }))
    target.dispatchEvent(Object.assign(new Event('error'), { filename: 'chrome-extension://abc/x.js', message: 'ext' }))
    const reason = new Error(`at ${origin}/assets/y.js:1:1`)
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))
    expect(report.mock.calls).toEqual([[error], [reason]])
    stop()
    target.dispatchEvent(Object.assign(new Event('error'), { filename: `${origin}/assets/x.js`, message: 'boom', error }))
    expect(report).toHaveBeenCalledTimes(2)
  })
})

describe('isbot’s chunk missing', () => {
  it('is done without in place: no reload, the short pattern decides', () => {
    expect(
      isOptionalChunkFailure(
        new TypeError('Failed to fetch dynamically imported module: https://www.nordorapharma.ca/assets/isbot-DVcG5rgD.js'),
      ),
    ).toBe(true)
  })
})
