import { desc, eq, sql } from 'drizzle-orm'
import {
  firstDeadline,
  nextStatuses,
  requestReference,
  type NewRequest,
  type PrivacyRequest,
  type RequestAction,
  type RequestSummary,
} from '../../app/privacy/request.ts'
import type { RequestChange, RequestChangeResult } from '../../app/privacy/services.ts'
import type { Database } from '../db/database.ts'
import { privacyRequests } from '../db/schema.ts'
import { insertNumbered } from './numbering.ts'

type Row = typeof privacyRequests.$inferSelect

function fromRow(row: Row): PrivacyRequest {
  return {
    reference: row.reference,
    kind: row.kind as PrivacyRequest['kind'],
    receivedOn: row.receivedOn,
    channel: row.channel as PrivacyRequest['channel'],
    personName: row.personName,
    email: row.email,
    identity:
      row.identityVerifiedOn && row.identityVerifiedBy && row.identityMethod
        ? { verifiedOn: row.identityVerifiedOn, by: row.identityVerifiedBy, method: row.identityMethod }
        : null,
    dueOn: row.dueOn,
    extension:
      row.extendedTo && row.extensionReason && row.extensionNotifiedOn
        ? { to: row.extendedTo, reason: row.extensionReason, notifiedOn: row.extensionNotifiedOn }
        : null,
    status: row.status as PrivacyRequest['status'],
    answeredOn: row.answeredOn,
    closedAt: row.closedAt?.toISOString() ?? null,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedBy,
    actions: row.actions,
  }
}

export function summaryOf({ personName: _name, email: _email, actions: _actions, identity, ...rest }: PrivacyRequest): RequestSummary {
  return { ...rest, identityVerified: identity !== null }
}

/** Records a request under the next number of its year. */
export async function recordRequest(db: Database, input: NewRequest, actor: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear()
  const identity = input.identityVerifiedOn !== undefined
  return insertNumbered(
    db,
    { table: privacyRequests, prefix: `PR-${year}`, reference: (count) => requestReference(year, count) },
    async (reference) => {
      const inserted = await db
        .insert(privacyRequests)
        .values({
          reference,
          recordedAt: at,
          recordedBy: actor,
          kind: input.kind,
          receivedOn: input.receivedOn,
          channel: input.channel,
          personName: input.personName,
          email: input.email,
          identityVerifiedOn: identity ? input.identityVerifiedOn : null,
          identityVerifiedBy: identity ? (input.identityVerifiedBy ?? null) : null,
          identityMethod: identity ? (input.identityMethod ?? null) : null,
          dueOn: firstDeadline(input.receivedOn),
          status: 'received',
          actions: [],
        })
        .onConflictDoNothing()
        .returning({ reference: privacyRequests.reference })
      return inserted.length > 0
    },
  )
}

export async function findRequest(
  db: Database,
  reference: string,
  { lock = false } = {},
): Promise<(PrivacyRequest & { id: number }) | null> {
  const query = db.select().from(privacyRequests).where(eq(privacyRequests.reference, reference))
  const [row] = lock ? await query.for('update') : await query
  return row ? { ...fromRow(row), id: row.id } : null
}

export async function listRequests(db: Database, limit?: number): Promise<PrivacyRequest[]> {
  const query = db.select().from(privacyRequests).orderBy(desc(privacyRequests.receivedOn), desc(privacyRequests.id))
  return (limit === undefined ? await query : await query.limit(limit)).map(fromRow)
}

/**
 * Changes a request's record: the identity check (again, if it was wrong), the one extension, a step forward in
 * its status. A closed request changes no more; answering needs the day the answer was sent.
 */
export async function changeRequest(db: Database, reference: string, change: RequestChange, at: Date): Promise<RequestChangeResult> {
  const request = await findRequest(db, reference, { lock: true })
  if (!request) return { ok: false, reason: 'not-found' }
  if (request.status === 'closed') return { ok: false, reason: 'closed' }
  const where = eq(privacyRequests.id, request.id)
  if (change.kind === 'verify') {
    const { kind: _kind, ...identity } = change
    await db.update(privacyRequests).set(identity).where(where)
  } else if (change.kind === 'extend') {
    if (request.extension) return { ok: false, reason: 'already-extended' }
    const { kind: _kind, ...extension } = change
    await db.update(privacyRequests).set(extension).where(where)
  } else {
    if (!nextStatuses(request.status).includes(change.to)) return { ok: false, reason: 'bad-transition' }
    await db
      .update(privacyRequests)
      .set({
        status: change.to,
        ...(change.to === 'answered' ? { answeredOn: change.answeredOn } : {}),
        ...(change.to === 'closed' ? { closedAt: at } : {}),
      })
      .where(where)
  }
  return { ok: true }
}

/** Records a tool's use on the request (find, export, correct, erase), in the caller's transaction. */
export async function recordRequestAction(db: Database, id: number, action: RequestAction): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ actions: sql`${privacyRequests.actions} || ${JSON.stringify([action])}::jsonb` })
    .where(eq(privacyRequests.id, id))
}
