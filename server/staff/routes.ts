import express from 'express'
import type { StaffSession } from '../../app/staff/domain/services.ts'
import { safeReturnTo, staffLanding, staffLangOfPath, staffReturnFor } from '../../app/staff/domain/staff-paths.ts'
import { failureCode } from '../db/errors.ts'
import type { Log } from '../logger.ts'
import { STAFF_MAX_POST_BYTES, type StaffConfig } from './config.ts'
import { clearedCookie, cookieHeader, readCookie, sameToken, SESSION_COOKIE, SIGN_IN_COOKIE } from './cookies.ts'
import type { Oidc } from './oidc.ts'
import type { SessionStore } from './sessions.ts'

/** Bilingual: these answers come before any page, whose language they may not know. */
const plain = (res: express.Response, status: number, text: string) => res.status(status).type('text/plain; charset=utf-8').send(text)

/** What the staff router answers before any page, in both languages: status and text. */
const answers = {
  tooManySignIns: [
    429,
    'Too many sign-in attempts from this address. Wait a few minutes, then open the staff area again. / Trop de tentatives de connexion depuis cette adresse. Attendez quelques minutes, puis ouvrez de nouveau l’espace du personnel.',
  ],
  providerUnreachable: [
    503,
    'The sign-in service cannot be reached. Try again in a moment. / Le service de connexion est injoignable. Réessayez dans un moment.',
  ],
  signInExpired: [
    400,
    'This sign-in has expired or was not started here. Open the staff area again. / Cette connexion a expiré ou n’a pas commencé ici. Ouvrez de nouveau l’espace du personnel.',
  ],
  signInRefused: [
    400,
    'The sign-in could not be completed. Open the staff area to try again. / La connexion n’a pas pu aboutir. Ouvrez l’espace du personnel pour réessayer.',
  ],
  unavailable: [
    503,
    'The staff area is unavailable. Try again in a moment. / L’espace du personnel est indisponible. Réessayez dans un moment.',
  ],
} as const satisfies Record<string, readonly [number, string]>

/** The sign-in's limit, answered before any page: a 429 in both languages, saying when to try again. */
export const signInLimited: express.RequestHandler = (_req, res) => plain(res, ...answers.tooManySignIns)

/**
 * The staff area's Express side, mounted at /staff: no-store and noindex on every answer, the sign-in flow and the
 * sign-out. Every page below /staff/en and /staff/fr is the staff layout's, whose gate signs the request in
 * (app/staff/gate.server.ts). `signInLimit` counts the sign-in's starts and callbacks per address
 * (server/forms/rate-limit.ts: in memory, or in Redis shared by the servers).
 */
export function staffRouter({
  config,
  oidc,
  sessions,
  signInLimit,
  log,
}: {
  config: StaffConfig
  oidc: Oidc
  sessions: SessionStore
  signInLimit: express.RequestHandler
  log: Log
}) {
  const router = express.Router()
  const secure = config.secureCookies
  const siteOrigin = new URL(config.siteUrl).origin

  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'same-origin' })
    next()
  })

  // A post from another site is refused here, before its body or any cookie is read, and before React Router
  // (whose own check would answer 400): the CSRF token is checked after, by the staff layout's gate.
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const origin = req.get('origin')
    const site = req.get('sec-fetch-site')
    const own = [siteOrigin, `${req.protocol}://${req.get('host')}`]
    if (!((!origin || own.includes(origin)) && (!site || site === 'same-origin')))
      return plain(res, 403, 'Forbidden: cross-site request / Interdit : requête d’un autre site')
    // A post larger than any staff form is refused from its declared length, unread; the connection closes after
    // the answer, so its body is never taken in. One without a length is capped by the gate's reader.
    if (Number(req.get('content-length')) > STAFF_MAX_POST_BYTES) {
      res.set('Connection', 'close')
      return plain(res, 413, 'Too large for a staff form / Trop volumineux pour un formulaire du personnel')
    }
    next()
  })

  router.get('/', async (req, res) => {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE)
    const session = id ? await sessions.find(id).catch(() => null) : null
    res.redirect(303, staffLanding(session?.user.roles ?? [], req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr' : 'en'))
  })

  // Counted before anything is written: a start refused here leaves no sign-in row behind.
  router.get(['/sign-in', '/callback'], signInLimit)

  router.get('/sign-in', async (req, res) => {
    try {
      const returnTo = safeReturnTo(typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined)
      const { url, ...checks } = await oidc.authorizationUrl()
      const id = await sessions.startSignIn({ ...checks, returnTo })
      res.append('Set-Cookie', cookieHeader(SIGN_IN_COOKIE, id, { secure, maxAgeSeconds: 600 }))
      res.redirect(303, url.href)
    } catch (error) {
      log.error('staff sign-in could not start', { code: failureCode(error) })
      plain(res, ...answers.providerUnreachable)
    }
  })

  router.get('/callback', async (req, res) => {
    const flowId = readCookie(req.headers.cookie, SIGN_IN_COOKIE)
    res.append('Set-Cookie', clearedCookie(SIGN_IN_COOKIE, secure))
    const flow = flowId ? await sessions.takeSignIn(flowId) : null
    if (!flow) return plain(res, ...answers.signInExpired)
    try {
      // The address the provider redirected to, as registered: SITE_URL, whatever host the request came through.
      const callbackUrl = new URL(req.originalUrl, config.siteUrl)
      const { user, refreshToken } = await oidc.user(callbackUrl, flow)
      // A session cookie the browser already had (perhaps planted) is ended, never reused: the new id is fresh.
      const previous = readCookie(req.headers.cookie, SESSION_COOKIE)
      if (previous) await sessions.destroy(previous)
      const { id } = await sessions.create(user, { refreshToken })
      res.append('Set-Cookie', cookieHeader(SESSION_COOKIE, id, { secure }))
      res.redirect(303, staffReturnFor(flow.returnTo, user.roles))
    } catch (error) {
      log.warn('staff sign-in refused', { code: failureCode(error) })
      plain(res, ...answers.signInRefused)
    }
  })

  // Signing out: the session, then its token.
  router.post('/sign-out', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE)
    let session: StaffSession | null
    try {
      session = id ? await sessions.find(id) : null
    } catch (error) {
      log.error('staff session lookup failed', { code: failureCode(error) })
      return plain(res, ...answers.unavailable)
    }
    if (!id || !session) return plain(res, 403, 'Forbidden: sign in first / Interdit : connectez-vous d’abord')
    const body = (req.body ?? {}) as Record<string, unknown>
    if (!sameToken(body.csrf, session.csrfToken))
      return plain(res, 403, 'Forbidden: this form has expired / Interdit : ce formulaire a expiré')
    await sessions.signOut(id, session.user, { everywhere: body.everywhere === 'yes' })
    res.append('Set-Cookie', clearedCookie(SESSION_COOKIE, secure))
    const lang = staffLangOfPath(typeof body.from === 'string' ? body.from : '') ?? 'en'
    res.redirect(303, `/${lang}`)
  })

  return router
}
