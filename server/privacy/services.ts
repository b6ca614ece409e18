import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { planErasure, type CorrectionResult } from '../../app/privacy/person.ts'
import type { IncidentUpdateResult } from '../../app/privacy/incident.ts'
import type { PrivacyRequest } from '../../app/privacy/request.ts'
import type { PrivacyServices } from '../../app/privacy/services.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import { requiredRoles } from '../../app/staff/domain/roles.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { appendAudit, audited, type AuditRecord, type Done, type Refused, type Transaction } from '../staff/audit.ts'
import { nothingAfter, type AfterDestruction } from './destroy.ts'
import { listIncidents, recordIncident, updateIncident } from './incidents.ts'
import { correctField, erasePerson, findPerson, liftLegalHold, placeLegalHold } from './person.ts'
import { changeRequest, findRequest, listRequests, recordRequest, recordRequestAction, summaryOf } from './requests.ts'
import { runRetention } from './retention.ts'

/**
 * The privacy tools on one database, for the staff area; `mailDir` where the .eml copies are (none with SMTP);
 * `after` what follows a destruction (the tables rewritten, the journal). Each is a command: what it changes, the
 * tool's use recorded on the request it answers, and its audit entry commit together.
 */
export function createPrivacyServices({
  db,
  mailDir,
  after = nothingAfter,
  now = () => new Date(),
  timeZone = COMPANY_TIME_ZONE,
}: {
  db: Database
  mailDir?: string
  after?: AfterDestruction
  now?: () => Date
  timeZone?: string
}): PrivacyServices {
  const role = requiredRoles.privacy
  /** The value of a command whose only refusal is the role's: the screen's gate has checked it already. */
  async function command<T, R extends string = never>(actor: StaffUser, work: (tx: Transaction) => Promise<Done<T> | Refused<R>>) {
    const result = await audited(db, { actor, role, at: now() }, work)
    if (!result.ok && result.reason === 'forbidden') throw new Error(`${actor.subject} lacks the ${role} role`)
    return result as { ok: true; value: T } | Refused<R>
  }
  const value = <T>(result: { ok: true; value: T } | Refused<never>) => (result as { value: T }).value
  /** A command on a request's person: none with that reference is a refusal, with nothing recorded. */
  const onRequest = <T>(
    actor: StaffUser,
    reference: string,
    work: (
      tx: Transaction,
      request: PrivacyRequest & { id: number },
    ) => Promise<{ value: T; audit: AuditRecord; details: Record<string, unknown>; action: string }>,
  ) =>
    command<T, 'not-found'>(actor, async (tx) => {
      const request = await findRequest(tx, reference, { lock: true })
      if (!request) return { ok: false, reason: 'not-found' }
      const done = await work(tx, request)
      await recordRequestAction(tx, request.id, { at: now().toISOString(), actor: actor.name, action: done.action, details: done.details })
      return { ok: true, value: done.value, audit: done.audit }
    })
  const orNull = <T>(result: { ok: true; value: T } | Refused<'not-found'>) => (result.ok ? result.value : null)
  const references = (found: { submissions: { reference: string }[] }) => found.submissions.map((item) => item.reference)
  return {
    async overview() {
      const [requests, retention] = [await listRequests(db), await runRetention(db, { now: now(), mailDir, apply: false })]
      return { today: dayIn(now(), timeZone), requests: requests.map(summaryOf), retention }
    },
    async recordRequest(input, actor) {
      return value(
        await command(actor, async (tx) => {
          const reference = await recordRequest(tx, input, actor.name, now())
          // What was asked and when, never who: the log keeps references.
          const details = { kind: input.kind, receivedOn: input.receivedOn, channel: input.channel }
          return { ok: true, value: reference, audit: { action: 'privacy-request-record', target: reference, details } }
        }),
      )
    },
    async request(reference, actor) {
      const result = await command<PrivacyRequest, 'not-found'>(actor, async (tx) => {
        const found = await findRequest(tx, reference)
        if (!found) return { ok: false, reason: 'not-found' }
        const { id: _id, ...request } = found
        return { ok: true, value: request, audit: { action: 'privacy-request-view', target: reference } }
      })
      return orNull(result)
    },
    async changeRequest(reference, change, actor) {
      const result = await command(actor, async (tx) => {
        const changed = await changeRequest(tx, reference, change, now())
        if (!changed.ok) return changed
        const { kind, ...rest } = change
        // Dates and statuses; the identity check's method and the extension's reason stay on the request.
        const details =
          kind === 'status' ? rest : kind === 'extend' ? { extendedTo: change.extendedTo } : { verifiedOn: change.identityVerifiedOn }
        return {
          ok: true,
          value: changed,
          audit: { action: 'privacy-request-change', target: reference, details: { change: kind, ...details } },
        }
      })
      return result.ok ? result.value : result
    },
    async exportRequests(actor) {
      return value(
        await command(actor, async (tx) => {
          const requests = await listRequests(tx)
          return { ok: true, value: requests, audit: { action: 'privacy-request-export', details: { count: requests.length } } }
        }),
      )
    },
    async find(reference, actor) {
      return orNull(
        await onRequest(actor, reference, async (tx, request) => {
          const found = await findPerson(tx, request.email, mailDir)
          const details = { references: references(found), messages: found.messages.length, mailFiles: found.mailFiles.length }
          return { value: found, action: 'find', details, audit: { action: 'privacy-find', target: reference, details } }
        }),
      )
    },
    async export(reference, actor, format) {
      return orNull(
        await onRequest(actor, reference, async (tx, request) => {
          const found = await findPerson(tx, request.email, mailDir)
          const details = { format, references: references(found) }
          return { value: found, action: 'export', details, audit: { action: 'privacy-export', target: reference, details } }
        }),
      )
    },
    async correct(reference, submission, field, text, actor, lang = 'en') {
      const result = await command(actor, async (tx) => {
        const request = await findRequest(tx, reference, { lock: true })
        if (!request) return { ok: false, reason: 'not-found' } as const
        const corrected = await correctField(tx, request.email, submission, field, text, lang)
        // The refusal as it came, with the form's own words for a value it would not take.
        if (!corrected.ok) return corrected
        // The field corrected, never its old or new value: the submission holds the information, not the record.
        const details = { submission, form: corrected.form, field }
        await recordRequestAction(tx, request.id, { at: now().toISOString(), actor: actor.name, action: 'correct', details })
        return { ok: true, value: corrected, audit: { action: 'privacy-correct', target: reference, details } }
      })
      return result.ok ? result.value : (result as CorrectionResult)
    },
    async planErasure(reference, actor) {
      return orNull(
        await onRequest(actor, reference, async (tx, request) => {
          const plan = planErasure(await findPerson(tx, request.email, mailDir))
          const details = {
            purpose: 'erasure',
            erase: plan.erase.map((item) => item.reference),
            keep: plan.keep.map((item) => item.reference),
          }
          return { value: plan, action: 'find', details, audit: { action: 'privacy-find', target: reference, details } }
        }),
      )
    },
    async erase(reference, actor) {
      if (!actor.roles.includes(role)) throw new Error(`${actor.subject} lacks the ${role} role`)
      const request = await findRequest(db, reference)
      if (!request) return null
      const at = now()
      // One transaction for the database's part, the request's record and the audit entry; the files go after it.
      return erasePerson(db, request.email, {
        mailDir,
        actor: actor.name,
        at,
        after,
        inTransaction: async (tx, result) => {
          const summary = {
            erased: result.erased,
            refused: result.refused.map((item) => ({ reference: item.reference, reason: item.reason })),
            counts: result.counts,
          }
          await recordRequestAction(tx, request.id, { at: at.toISOString(), actor: actor.name, action: 'erase', details: summary })
          await appendAudit(tx, actor, { action: 'privacy-erase', target: reference, details: summary }, at)
        },
      })
    },
    async placeHold(reference, reason, actor) {
      const result = await command(actor, async (tx) =>
        (await placeLegalHold(tx, reference, reason, actor.name, now()))
          ? { ok: true, value: true, audit: { action: 'privacy-hold', target: reference, details: { hold: true } } }
          : ({ ok: false, reason: 'not-found' } as const),
      )
      return result.ok
    },
    async liftHold(reference, actor) {
      const result = await command(actor, async (tx) =>
        (await liftLegalHold(tx, reference))
          ? { ok: true, value: true, audit: { action: 'privacy-hold', target: reference, details: { hold: false } } }
          : ({ ok: false, reason: 'not-found' } as const),
      )
      return result.ok
    },
    async incidents(actor, purpose = 'view') {
      return value(
        await command(actor, async (tx) => {
          const incidents = await listIncidents(tx)
          const audit: AuditRecord =
            purpose === 'export' ? { action: 'incident-export', details: { count: incidents.length } } : { action: 'incident-view' }
          return { ok: true, value: incidents, audit }
        }),
      )
    },
    async recordIncident(input, actor) {
      return value(
        await command(actor, async (tx) => {
          const reference = await recordIncident(tx, input, actor.name, now())
          return { ok: true, value: reference, audit: { action: 'incident-record', target: reference } }
        }),
      )
    },
    async updateIncident(reference, input, actor) {
      const result = await command(actor, async (tx) => {
        const updated = await updateIncident(tx, reference, input)
        if (!updated.ok) return updated
        // Nothing changed: nothing written, and nothing to say in the log.
        if (updated.changed.length === 0) return { ok: false, reason: 'unchanged' } as const
        const details = { fields: updated.changed }
        return { ok: true, value: updated, audit: { action: 'incident-update', target: reference, details } }
      })
      if (result.ok) return result.value
      return result.reason === 'unchanged' ? { ok: true, changed: [] } : (result as Exclude<IncidentUpdateResult, { ok: true }>)
    },
  }
}
