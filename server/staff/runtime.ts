import type express from 'express'
import type { RouterContext } from 'react-router'
import { sessionAdminContext } from '../../app/staff/session-admin-context.server.ts'
import { staffAreaContext, type StaffArea } from '../../app/staff/staff-context.server.ts'
import { matchStaffScreen, safeReturnTo, STAFF_ROOT, staffServerPaths } from '../../app/staff/domain/staff-paths.ts'
import { staffScreens } from '../../app/routing/route-table.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { failureCode } from '../db/errors.ts'
import { formRateLimit } from '../forms/rate-limit.ts'
import { silentLog, type Log } from '../logger.ts'
import { createStaffServices } from './cases.ts'
import { answerFollowUp, openFollowUp, type FollowUpSettings } from './follow-ups.ts'
import { followUpContext } from '../../app/follow-up/follow-up-context.server.ts'
import type { FollowUpDesk } from '../../app/staff/domain/follow-up.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { readStandardResponses } from '../../app/content/standard-responses.server.ts'
import type { StaffConfig } from './config.ts'
import { clearedCookie, readCookie, SESSION_COOKIE } from './cookies.ts'
import { createOidc } from './oidc.ts'
import { signInLimited, staffRouter } from './routes.ts'
import { createSessionStore, RolesUnconfirmed } from './sessions.ts'

/** The staff area's part of a server: its Express router (sign-in, sign-out), what its pages get, which paths take posts. */
export type StaffRuntime = {
  area: StaffArea
  install(app: express.Express): void
  contextEntries(): [RouterContext<unknown>, unknown][]
  acceptsPost(path: string): boolean
  /** The sign-in limit's Redis connection, when there is one. */
  close(): Promise<void>
}

export function createStaffRuntime({
  config,
  database,
  rateLimit,
  log = silentLog,
  now,
  replyFrom,
  onMailQueued,
  answerTarget,
  followUpTeam,
}: {
  config: StaffConfig
  database: DatabaseHandle
  /** Where the sign-in's counts live: Redis shared by the servers when set (the forms' own), in memory otherwise. */
  rateLimit: { redisUrl?: string; prefix: string }
  log?: Log
  now?: () => Date
  /** The address the team's replies come from (`MAIL_REPLY_FROM`). */
  replyFrom: string
  /** Told when a reply is in the outbox, so that it leaves now. */
  onMailQueued?: () => void
  /** The answer's target in business days, for the team's figures. */
  answerTarget?: number
  /** Where the notice of a reporter's follow-up answers goes (the medical-information team's address), in its language. */
  followUpTeam?: { to: string; lang: Lang }
}): StaffRuntime {
  const clock = now ?? (() => new Date())
  const followUps: FollowUpSettings = { from: replyFrom, siteUrl: config.siteUrl, ...(followUpTeam ? { team: followUpTeam } : {}) }
  const cases = createStaffServices({
    followUps,
    db: database.db,
    timeZone: config.timeZone,
    now,
    replies: { from: replyFrom, responses: () => readStandardResponses().responses },
    onMailQueued,
    answerTarget,
  })
  // The reporters' side: their link's page reads it and posts to it, without signing in (the token is the key).
  const followUpDesk: FollowUpDesk = {
    open: (token) => openFollowUp(database.db, token, clock()),
    async answer(token, answers) {
      const outcome = await answerFollowUp(database.db, { token, answers, now: clock(), timeZone: config.timeZone, settings: followUps })
      if (outcome.ok) onMailQueued?.()
      return outcome
    },
  }
  const oidc = createOidc(config)
  const sessions = createSessionStore(database.db, config, now, oidc.rolesCheck)
  const signInLimit = formRateLimit({
    ...config.signInLimit,
    redisUrl: rateLimit.redisUrl,
    prefix: `${rateLimit.prefix}staff-sign-in:`,
    onLimited: signInLimited,
    log,
  })
  const router = staffRouter({ config, oidc, sessions, signInLimit: signInLimit.middleware, log })
  const postable = new Set<string>(staffScreens.filter((s) => 'acceptsPost' in s).map((s) => s.name))
  log.info('staff area on', { issuer: config.issuer.origin })
  const area: StaffArea = {
    async sessionOf(request) {
      const id = readCookie(request.headers.get('cookie') ?? undefined, SESSION_COOKIE)
      try {
        const session = id ? await sessions.find(id) : null
        if (session) return { session }
      } catch (error) {
        if (error instanceof RolesUnconfirmed) log.warn('staff roles due for confirmation, identity provider unreachable')
        else log.error('staff session lookup failed', { code: failureCode(error) })
        return 'unavailable'
      }
      return { session: null, ...(id ? { clearCookie: clearedCookie(SESSION_COOKIE, config.secureCookies) } : {}) }
    },
    signInHref: (returnTo) => `${staffServerPaths.signIn}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`,
    cases,
  }
  return {
    area,
    install(app) {
      app.use(STAFF_ROOT, router)
    },
    contextEntries: () => [
      [staffAreaContext as RouterContext<unknown>, area],
      [sessionAdminContext as RouterContext<unknown>, sessions.admin],
      [followUpContext as RouterContext<unknown>, followUpDesk],
    ],
    acceptsPost(path) {
      if (path === staffServerPaths.signOut) return true
      const match = matchStaffScreen(path.replace(/\.data$/, ''))
      return match !== undefined && postable.has(match.name)
    },
    close: () => signInLimit.close(),
  }
}
