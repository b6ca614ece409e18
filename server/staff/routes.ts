import express from 'express'
import type { StaffServices, StaffSession } from '../../app/staff/domain/services.ts'
import { safeReturnTo, staffHref, staffLangOfPath, staffServerPaths } from '../../app/staff/domain/staff-paths.ts'
import { failureCode } from '../db/errors.ts'
import type { Log } from '../logger.ts'
import type { StaffConfig } from './config.ts'
import { clearedCookie, cookieHeader, readCookie, sameToken, SESSION_COOKIE, SIGN_IN_COOKIE } from './cookies.ts'
import type { Oidc } from './oidc.ts'
import type { SessionStore } from './sessions.ts'

type Locals = { staffSession?: StaffSession | null }
export const staffSessionOf = (res: express.Response): StaffSession | null => (res.locals as Locals).staffSession ?? null

/** Bilingual: these answers come before any page, whose language they may not know. */
const plain = (res: express.Response, status: number, text: string) => res.status(status).type('text/plain; charset=utf-8').send(text)

/**
 * The staff area's Express side, mounted at /staff: no-store and noindex on every answer, the sign-in flow, the
 * sign-out, and the session of every other request, resolved here so that no page runs for a visitor without
 * one (a GET is sent to the sign-in, anything else refused).
 */
export function staffRouter({
  config,
  oidc,
  sessions,
  services,
  log,
}: {
  config: StaffConfig
  oidc: Oidc
  sessions: SessionStore
  services: StaffServices
  log: Log
}) {
  const router = express.Router()
  const secure = config.secureCookies
  const siteOrigin = new URL(config.siteUrl).origin

  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'same-origin' })
    next()
  })

  // A post from another site is refused before any cookie is read (the CSRF token is checked again by each action).
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const origin = req.get('origin')
    const site = req.get('sec-fetch-site')
    if ((origin && origin !== siteOrigin && origin !== `${req.protocol}://${req.get('host')}`) || (site && site !== 'same-origin')) {
      return plain(res, 403, 'Forbidden: cross-site request / Interdit : requête d’un autre site')
    }
    next()
  })

  router.get('/', (req, res) => {
    res.redirect(303, staffHref('staff-cases', req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr' : 'en'))
  })

  router.get('/sign-in', async (req, res) => {
    try {
      const returnTo = safeReturnTo(typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined)
      const { url, ...checks } = await oidc.authorizationUrl()
      const id = await sessions.startSignIn({ ...checks, returnTo })
      res.append('Set-Cookie', cookieHeader(SIGN_IN_COOKIE, id, { secure, maxAgeSeconds: 600 }))
      res.redirect(303, url.href)
    } catch (error) {
      log.error('staff sign-in could not start', { code: failureCode(error) })
      plain(
        res,
        503,
        'The sign-in service cannot be reached. Try again in a moment. / Le service de connexion est injoignable. Réessayez dans un moment.',
      )
    }
  })

  router.get('/callback', async (req, res) => {
    const flowId = readCookie(req.headers.cookie, SIGN_IN_COOKIE)
    res.append('Set-Cookie', clearedCookie(SIGN_IN_COOKIE, secure))
    const flow = flowId ? await sessions.takeSignIn(flowId) : null
    if (!flow)
      return plain(
        res,
        400,
        'This sign-in has expired or was not started here. Open the staff area again. / Cette connexion a expiré ou n’a pas commencé ici. Ouvrez de nouveau l’espace du personnel.',
      )
    try {
      // The address the provider redirected to, as registered: SITE_URL, whatever host the request came through.
      const callbackUrl = new URL(req.originalUrl, config.siteUrl)
      const user = await oidc.user(callbackUrl, flow)
      // A session cookie the browser already had (perhaps planted) is ended, never reused: the new id is fresh.
      const previous = readCookie(req.headers.cookie, SESSION_COOKIE)
      if (previous) await sessions.destroy(previous)
      const { id } = await sessions.create(user)
      await services.audit(user, 'sign-in', null, { roles: user.roles })
      res.append('Set-Cookie', cookieHeader(SESSION_COOKIE, id, { secure }))
      res.redirect(303, flow.returnTo)
    } catch (error) {
      log.warn('staff sign-in refused', { code: failureCode(error) })
      plain(
        res,
        400,
        'The sign-in could not be completed. Open the staff area to try again. / La connexion n’a pas pu aboutir. Ouvrez l’espace du personnel pour réessayer.',
      )
    }
  })

  // Every other address needs a live session.
  router.use(async (req, res, next) => {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE)
    let session: StaffSession | null
    try {
      session = id ? await sessions.find(id) : null
    } catch (error) {
      log.error('staff session lookup failed', { code: failureCode(error) })
      return plain(
        res,
        503,
        'The staff area is unavailable. Try again in a moment. / L’espace du personnel est indisponible. Réessayez dans un moment.',
      )
    }
    if (!session) {
      if (id) res.append('Set-Cookie', clearedCookie(SESSION_COOKIE, secure))
      if (req.method === 'GET' || req.method === 'HEAD') {
        const returnTo = safeReturnTo(req.originalUrl)
        return res.redirect(303, `${staffServerPaths.signIn}?returnTo=${encodeURIComponent(returnTo)}`)
      }
      return plain(res, 403, 'Forbidden: sign in first / Interdit : connectez-vous d’abord')
    }
    ;(res.locals as Locals).staffSession = session
    next()
  })

  router.post('/sign-out', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    const session = staffSessionOf(res)!
    const body = (req.body ?? {}) as Record<string, unknown>
    if (!sameToken(body.csrf, session.csrfToken))
      return plain(res, 403, 'Forbidden: this form has expired / Interdit : ce formulaire a expiré')
    const id = readCookie(req.headers.cookie, SESSION_COOKIE)!
    const everywhere = body.everywhere === 'yes'
    if (everywhere) await sessions.destroyAllOf(session.user.subject)
    else await sessions.destroy(id)
    await services.audit(session.user, 'sign-out', null, { everywhere })
    res.append('Set-Cookie', clearedCookie(SESSION_COOKIE, secure))
    const lang = staffLangOfPath(typeof body.from === 'string' ? body.from : '') ?? 'en'
    res.redirect(303, `/${lang}`)
  })

  return router
}
