import { and, eq, gt, lt, or } from 'drizzle-orm'
import type { StaffSession, StaffUser } from '../../app/staff/domain/services.ts'
import type { StaffRole } from '../../app/staff/domain/roles.ts'
import type { Database } from '../db/database.ts'
import { staffSessions, staffSignIns } from '../db/schema.ts'
import { hashId, randomId } from './cookies.ts'

/**
 * Server-side staff sessions, after the Epic Stack's: the cookie holds a random id, the row its hash, the user
 * and an expiry; a session is valid while both its absolute end and its idle limit are ahead. Signing in always
 * makes a new id (no fixation); signing out deletes the row, or every row of the person.
 */
export type SessionTimes = { idleTimeoutMs: number; absoluteTimeoutMs: number }
const SIGN_IN_TTL_MS = 10 * 60_000
/** A session's last activity is written at most this often. */
const TOUCH_EVERY_MS = 60_000

export function createSessionStore(db: Database, times: SessionTimes, now: () => Date = () => new Date()) {
  return {
    async create(user: StaffUser): Promise<{ id: string; session: StaffSession }> {
      const id = randomId()
      const at = now()
      const csrfToken = randomId()
      await db.insert(staffSessions).values({
        idHash: hashId(id),
        subject: user.subject,
        name: user.name,
        email: user.email,
        roles: user.roles,
        csrfToken,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + times.absoluteTimeoutMs),
      })
      // Expired rows of anyone go with each sign-in: the table holds live sessions only.
      await db
        .delete(staffSessions)
        .where(or(lt(staffSessions.expiresAt, at), lt(staffSessions.lastSeenAt, new Date(at.getTime() - times.idleTimeoutMs))))
      return { id, session: { user, csrfToken } }
    },

    /** The live session of a cookie value, its activity recorded; null for an unknown, expired or idle one. */
    async find(id: string): Promise<StaffSession | null> {
      const at = now()
      const idleLimit = new Date(at.getTime() - times.idleTimeoutMs)
      const [row] = await db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.idHash, hashId(id)), gt(staffSessions.expiresAt, at), gt(staffSessions.lastSeenAt, idleLimit)))
      if (!row) return null
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.idHash, row.idHash))
      }
      return {
        user: { subject: row.subject, name: row.name, email: row.email, roles: row.roles as StaffRole[] },
        csrfToken: row.csrfToken,
      }
    },

    async destroy(id: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, hashId(id)))
    },

    /** Signing out everywhere: every session of the person, on every device. */
    async destroyAllOf(subject: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.subject, subject))
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
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
