import { describe, expect, it, vi } from 'vitest'
import { createAnalytics, type AnalyticsEnvironment } from './analytics.ts'

function setup(overrides: Partial<AnalyticsEnvironment> = {}) {
  let cookie = ''
  const dataLayer: unknown[] = []
  const env: AnalyticsEnvironment = {
    gtmId: 'GTM-TEST1',
    readCookie: () => cookie,
    writeCookie: (value) => void (cookie = value.split(';')[0]!),
    dataLayer,
    secure: true,
    loadTagManager: vi.fn(async () => {}),
    logError: vi.fn(),
    ...overrides,
  }
  const analytics = createAnalytics(env)
  /** Commands as plain arrays, events as objects, in push order. */
  const entries = () =>
    dataLayer.map((entry) => (Array.isArray(entry) || !('event' in (entry as object)) ? Array.from(entry as ArrayLike<unknown>) : entry))
  return { analytics, env, dataLayer, entries, cookie: () => cookie }
}

const view = { route: 'about', routeId: 'about.en', path: '/en/about', language: 'en' }
const pageViewOf = (v: typeof view) => ({
  event: 'page_view',
  route_name: v.route,
  route_id: v.routeId,
  page_path: v.path,
  page_language: v.language,
})

describe('analytics behind consent', () => {
  it('denies everything by default and loads nothing before a choice', () => {
    const { analytics, env, entries } = setup()
    analytics.trackPageView(view)
    expect(entries()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ])
    expect(env.loadTagManager).not.toHaveBeenCalled()
    expect(analytics.getSnapshot()).toEqual({ enabled: true, choice: null, reviewing: false })
  })

  it('on acceptance: remembers, updates consent, counts the current page and loads the tag manager once', () => {
    const { analytics, env, entries, cookie } = setup()
    analytics.trackPageView(view)
    analytics.choose({ analytics: true })
    analytics.choose({ analytics: true })
    expect(cookie()).toBe('np_consent=analytics:granted')
    expect(entries().slice(1, 3)).toEqual([
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
      pageViewOf(view),
    ])
    expect(env.loadTagManager).toHaveBeenCalledTimes(1)
    expect(env.loadTagManager).toHaveBeenCalledWith('GTM-TEST1')
    const next = { route: 'contact', routeId: 'contact.en', path: '/en/contactus', language: 'en' }
    analytics.trackPageView(next)
    expect(entries().at(-1)).toEqual(pageViewOf(next))
  })

  it('on refusal: remembers, keeps analytics denied, loads nothing and tracks nothing', () => {
    const { analytics, env, entries, cookie } = setup()
    analytics.choose({ analytics: false })
    analytics.trackPageView(view)
    expect(cookie()).toBe('np_consent=analytics:denied')
    expect(entries()).toHaveLength(2)
    expect(entries()[1]).toMatchObject(['consent', 'update', { analytics_storage: 'denied' }])
    expect(env.loadTagManager).not.toHaveBeenCalled()
  })

  it('applies a remembered acceptance at start, after the defaults', () => {
    const { entries, env } = setup({ readCookie: () => 'other=1; np_consent=analytics:granted' })
    expect(entries().map((entry) => (entry as unknown[])[1])).toEqual(['default', 'update'])
    expect(env.loadTagManager).toHaveBeenCalledTimes(1)
  })

  it('lets the visitor reopen the banner and change their mind', () => {
    const { analytics } = setup({ readCookie: () => 'np_consent=analytics:granted' })
    const listener = vi.fn()
    analytics.subscribe(listener)
    analytics.review()
    expect(analytics.getSnapshot().reviewing).toBe(true)
    analytics.choose({ analytics: false })
    expect(analytics.getSnapshot()).toEqual({ enabled: true, choice: { analytics: false }, reviewing: false })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('does nothing at all without a GTM id', () => {
    const { analytics, dataLayer, env } = setup({ gtmId: null })
    analytics.choose({ analytics: true })
    analytics.review()
    analytics.trackPageView(view)
    expect(dataLayer).toEqual([])
    expect(env.loadTagManager).not.toHaveBeenCalled()
    expect(analytics.getSnapshot().enabled).toBe(false)
  })

  it('logs the spec’s error and loads nothing for an invalid id', () => {
    const { analytics, dataLayer, env } = setup({ gtmId: 'gtm-abc12', readCookie: () => 'np_consent=analytics:granted' })
    expect(env.logError).toHaveBeenCalledWith("gtm-abc12 is not a valid GTM-ID. Did you mean 'GTM-ABC12'?")
    expect(dataLayer).toEqual([])
    expect(env.loadTagManager).not.toHaveBeenCalled()
    expect(analytics.getSnapshot().enabled).toBe(false)
  })

  it('can try again when loading failed', async () => {
    const loadTagManager = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    const { analytics, env } = setup({ loadTagManager })
    analytics.choose({ analytics: true })
    await vi.waitFor(() => expect(env.logError).toHaveBeenCalled())
    analytics.choose({ analytics: false })
    analytics.choose({ analytics: true })
    expect(loadTagManager).toHaveBeenCalledTimes(2)
  })
})
