import { and, desc, eq, sql } from 'drizzle-orm'
import type { TeamMember } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { staffAuditLog } from '../db/schema.ts'
import type { Transaction } from './audit.ts'

/**
 * The people the audit log has seen sign in, with the name they last signed in with; with a role, only those who
 * had it then. The log is the one record of who has used the staff area (sessions end; their rows go), and its
 * sign-ins are few beside its views.
 */
async function signedIn(db: Database | Transaction, role?: string): Promise<TeamMember[]> {
  const rows = await db
    .selectDistinctOn([staffAuditLog.actorSubject], { subject: staffAuditLog.actorSubject, name: staffAuditLog.actorName })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.action, 'sign-in'),
        role ? sql`${staffAuditLog.details} -> 'roles' @> ${JSON.stringify([role])}::jsonb` : undefined,
      ),
    )
    .orderBy(staffAuditLog.actorSubject, desc(staffAuditLog.id))
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.subject.localeCompare(b.subject))
}

/** The medical-information team: who may own a case. */
export const teamMembers = (db: Database | Transaction) => signedIn(db, 'medical-information')

/** Everyone who has signed in: the audit log's "person" filter. */
export const auditActors = (db: Database | Transaction) => signedIn(db)
