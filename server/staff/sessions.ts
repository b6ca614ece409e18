import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm'
import { ROLES_CHECK_MINUTES, type ActivePerson, type SessionAdmin } from '../../app/staff/domain/session-admin.ts'
import { requiredRoles, type StaffRole } from '../../app/staff/domain/roles.ts'
import type { StaffSession, StaffUser } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { staffSessions, staffSignIns } from '../db/schema.ts'
import { appendAudit, audited } from './audit.ts'
import { hashId, randomId } from './cookies.ts'

/**
 * Server-side staff sessions, after the Epic Stack's: the cookie holds a random id, the row its hash, the user
 * and an expiry; a session is valid while both its absolute end and its idle limit are ahead. Signing in always
 * makes a new id (no fixation); signing out deletes the row, or every row of the person. The roles are the
 * provider's, asked again at least every 15 minutes (`RolesCheck`): what it no longer grants, the session no
 * longer has, and a person it refuses is signed out.
 */
export type SessionTimes = { idleTimeoutMs: number; absoluteTimeoutMs: number }
const SIGN_IN_TTL_MS = 10 * 60_000
/** A session's last activity is written at most this often. */
const TOUCH_EVERY_MS = 60_000
export const ROLES_CHECK_EVERY_MS = ROLES_CHECK_MINUTES * 60_000

/**
 * Asks the identity provider for the person's roles now, with the session's refresh token: their roles and the
 * token to use next time; `refused` when the provider says no (the person removed, the grant revoked, no token to
 * ask with); `unreachable` when it cannot be asked.
 */
export type RolesCheck = (
  refreshToken: string | null,
  subject: string,
) => Promise<{ roles: StaffRole[]; refreshToken: string | null } | 'refused' | 'unreachable'>

/** The provider could not confirm the roles when they were due: the request is refused (503), the session kept. */
export class RolesUnconfirmed extends Error {
  constructor() {
    super('the identity provider could not confirm the roles')
  }
}

type Row = typeof staffSessions.$inferSelect

export function createSessionStore(db: Database, times: SessionTimes, now: () => Date = () => new Date(), rolesCheck?: RolesCheck) {
  const live = (at: Date) =>
    and(gt(staffSessions.expiresAt, at), gt(staffSessions.lastSeenAt, new Date(at.getTime() - times.idleTimeoutMs)))
  /** One check at a time per session: two requests at once share it rather than spend the refresh token twice. */
  const checking = new Map<string, Promise<Row | null>>()

  async function recheck(row: Row, at: Date): Promise<Row | null> {
    const answer = await rolesCheck!(row.refreshToken, row.subject)
    if (answer === 'unreachable') throw new RolesUnconfirmed()
    const user = { subject: row.subject, name: row.name, email: row.email, roles: row.roles as StaffRole[] }
    if (answer === 'refused' || answer.roles.length === 0) {
      // Signed out by the provider's answer, with the log saying why, in one transaction.
      await db.transaction(async (tx) => {
        await tx.delete(staffSessions).where(eq(staffSessions.idHash, row.idHash))
        await appendAudit(
          tx,
          user,
          { action: 'sign-out', details: { by: 'identity-provider', reason: answer === 'refused' ? 'refused' : 'no-role' } },
          at,
        )
      })
      return null
    }
    const [updated] = await db
      .update(staffSessions)
      .set({ roles: answer.roles, refreshToken: answer.refreshToken ?? row.refreshToken, rolesCheckedAt: at })
      .where(eq(staffSessions.idHash, row.idHash))
      .returning()
    return updated ?? null
  }

  return {
    /** Signs the person in: the session and its audit entry in one transaction. */
    async create(
      user: StaffUser,
      { refreshToken = null }: { refreshToken?: string | null } = {},
    ): Promise<{ id: string; session: StaffSession }> {
      const id = randomId()
      const at = now()
      const csrfToken = randomId()
      await db.transaction(async (tx) => {
        await tx.insert(staffSessions).values({
          idHash: hashId(id),
          subject: user.subject,
          name: user.name,
          email: user.email,
          roles: user.roles,
          csrfToken,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + times.absoluteTimeoutMs),
          refreshToken,
          rolesCheckedAt: at,
        })
        // Expired rows of anyone go with each sign-in: the table holds live sessions only.
        await tx
          .delete(staffSessions)
          .where(or(lt(staffSessions.expiresAt, at), lt(staffSessions.lastSeenAt, new Date(at.getTime() - times.idleTimeoutMs))))
        await appendAudit(tx, user, { action: 'sign-in', details: { roles: user.roles } }, at)
      })
      return { id, session: { user, csrfToken } }
    },

    /**
     * The live session of a cookie value, its activity recorded, its roles confirmed by the provider when they are
     * due; null for an unknown, expired or idle one, or one the provider refused. Throws `RolesUnconfirmed` when
     * the roles are due and the provider cannot be asked.
     */
    async find(id: string): Promise<StaffSession | null> {
      const at = now()
      let [row] = await db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.idHash, hashId(id)), live(at)))
      if (!row) return null
      const due = !row.rolesCheckedAt || at.getTime() - row.rolesCheckedAt.getTime() >= ROLES_CHECK_EVERY_MS
      if (rolesCheck && due) {
        const key = row.idHash
        let pending = checking.get(key)
        if (!pending) {
          pending = recheck(row, at).finally(() => checking.delete(key))
          checking.set(key, pending)
        }
        const checked = await pending
        if (!checked) return null
        row = checked
      }
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.idHash, row.idHash))
      }
      return {
        user: { subject: row.subject, name: row.name, email: row.email, roles: row.roles as StaffRole[] },
        csrfToken: row.csrfToken,
      }
    },

    /** Ends a session nobody signed out of (a cookie the browser brought to a new sign-in): nothing to audit. */
    async destroy(id: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, hashId(id)))
    },

    /** Signs the person out, here or on every device, with its audit entry in the same transaction. */
    async signOut(id: string, user: StaffUser, { everywhere }: { everywhere: boolean }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(staffSessions).where(everywhere ? eq(staffSessions.subject, user.subject) : eq(staffSessions.idHash, hashId(id)))
        await appendAudit(tx, user, { action: 'sign-out', details: { everywhere } }, now())
      })
    },

    async startSignIn(values: { state: string; codeVerifier: string; nonce: string; returnTo: string }): Promise<string> {
      const id = randomId()
      const at = now()
      await db.delete(staffSignIns).where(lt(staffSignIns.createdAt, new Date(at.getTime() - SIGN_IN_TTL_MS)))
      await db.insert(staffSignIns).values({ idHash: hashId(id), createdAt: at, ...values })
      return id
    },

    /** The sign-in under way for this browser, used once. */
    async takeSignIn(id: string) {
      const [row] = await db
        .delete(staffSignIns)
        .where(eq(staffSignIns.idHash, hashId(id)))
        .returning()
      if (!row || now().getTime() - row.createdAt.getTime() > SIGN_IN_TTL_MS) return null
      return row
    },

    /** The administrators' commands: who is signed in, and ending a person's sessions (app/staff/routes/sessions.tsx). */
    admin: sessionAdmin(db, live, now),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

function sessionAdmin(db: Database, live: (at: Date) => ReturnType<typeof and>, now: () => Date): SessionAdmin {
  const role = requiredRoles.sessions
  const forbidden = (actor: StaffUser): never => {
    throw new Error(`${actor.subject} lacks the ${role} role`)
  }
  return {
    async active(actor) {
      const at = now()
      const result = await audited(db, { actor, role, at }, async (tx) => {
        const rows = await tx
          .select({
            subject: staffSessions.subject,
            name: sql<string>`max(${staffSessions.name})`,
            email: sql<string | null>`max(${staffSessions.email})`,
            roles: sql<StaffRole[]>`(array_agg(${staffSessions.roles} order by ${staffSessions.lastSeenAt} desc))[1]`,
            sessions: sql<number>`count(*)::int`,
            lastSeenAt: sql<Date>`max(${staffSessions.lastSeenAt})`,
            rolesCheckedAt: sql<Date | null>`min(${staffSessions.rolesCheckedAt})`,
          })
          .from(staffSessions)
          .where(live(at))
          .groupBy(staffSessions.subject)
          .orderBy(asc(sql`max(${staffSessions.name})`))
        const people: ActivePerson[] = rows.map((row) => ({
          ...row,
          lastSeenAt: new Date(row.lastSeenAt).toISOString(),
          rolesCheckedAt: row.rolesCheckedAt ? new Date(row.rolesCheckedAt).toISOString() : null,
        }))
        return { ok: true, value: people, audit: { action: 'sessions-view', details: { people: people.length } } }
      })
      return result.ok ? result.value : forbidden(actor)
    },
    async endSessions(subject, actor) {
      const result = await audited(db, { actor, role, at: now() }, async (tx) => {
        const ended = await tx.delete(staffSessions).where(eq(staffSessions.subject, subject)).returning({ name: staffSessions.name })
        if (ended.length === 0) return { ok: false, reason: 'none' } as const
        const details = { subject, name: ended[0]!.name, count: ended.length }
        return { ok: true, value: ended.length, audit: { action: 'sessions-end', target: subject, details } }
      })
      if (result.ok) return result.value
      return result.reason === 'none' ? 0 : forbidden(actor)
    },
  }
}
