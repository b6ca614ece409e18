import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { IncidentInput } from '../../app/privacy/incident.ts'
import type { NewRequest } from '../../app/privacy/request.ts'
import type { PrivacyServices } from '../../app/privacy/services.ts'
import type { SessionAdmin } from '../../app/staff/domain/session-admin.ts'
import type { StaffServices, StaffUser } from '../../app/staff/domain/services.ts'
import { now, seedSubmission } from '../../tests/support/privacy-submissions.ts'
import { databaseForDescribe, testTempDir } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import type { Database } from '../db/database.ts'
import {
  legalHolds,
  outbox,
  privacyIncidents,
  privacyRequests,
  staffAuditLog,
  staffCaseEvents,
  staffCases,
  staffSessions,
  submissions,
} from '../db/schema.ts'
import { createPrivacyServices } from '../privacy/services.ts'
import { createStaffServices } from './cases.ts'
import { createSessionStore } from './sessions.ts'
import { marie } from '../../tests/support/staff-people.ts'

/**
 * Every staff command writes one audit entry when it does its work and none when it is refused, and its change
 * and its entry commit together: with the audit log refusing every insert, the command fails and changes nothing.
 * The table below must name every command of the case desk, the privacy tools and the sessions (a new one does
 * not compile until it is here), each with how to run it, refuse it, and see what it changed.
 */
const olivier: StaffUser = { subject: 'olivier', name: 'Olivier Roy', email: null, roles: ['privacy'] }
const alex: StaffUser = { subject: 'alex', name: 'Alex Martin', email: null, roles: ['admin'] }
const sam: StaffUser = { subject: 'sam', name: 'Sam Lee', email: null, roles: ['medical-information', 'admin'] }

type World = {
  db: Database
  cases: StaffServices
  privacy: PrivacyServices
  sessions: ReturnType<typeof createSessionStore>
  reference: string
  /** An open adverse-event case, for the closures a second person confirms. */
  adverse: string
  /** An open case of suspected spam. */
  spam: string
  email: string
  incident: string
  /** The person's request in the register, through which every tool reaches their information. */
  request: string
}

type Fixture = {
  action: string
  run(world: World): Promise<unknown>
  refuse(world: World): Promise<unknown>
  /** What the command changed, read back: the same before a refused or rolled-back run and after it. */
  state?(world: World): Promise<unknown>
}

/**
 * The case desk's queries that change nothing, show nobody's request and write no entry: the list, the queue, the
 * team, today, a reply's preview (what the case page, its view audited, already shows, with a response's text),
 * the team's figures (counts and times of no one in particular) and a case's possible duplicates (references,
 * dates and what matched, on the case page whose view is audited).
 */
type CaseCommand = Exclude<
  keyof StaffServices,
  'listCases' | 'queue' | 'viewCounts' | 'team' | 'auditActors' | 'today' | 'draftReply' | 'figures' | 'duplicates'
>
/** The privacy tools' query that writes no entry: the register (by reference only) and the retention's dry run. */
type PrivacyCommand = Exclude<keyof PrivacyServices, 'overview'>
type Command =
  `cases.${CaseCommand}` | `privacy.${PrivacyCommand}` | 'sessions.create' | 'sessions.signOut' | `sessions.admin.${keyof SessionAdmin}`

const statusOf = async ({ db, reference }: World) =>
  (await db.select({ status: staffCases.status, owner: staffCases.owner }).from(staffCases).where(eq(staffCases.reference, reference)))[0]
const answersOf = async ({ db, reference }: World) =>
  (await db.select({ answers: submissions.answers }).from(submissions).where(eq(submissions.reference, reference)))[0]?.answers
const closureOf = async ({ db, adverse }: World) =>
  (
    await db
      .select({ status: staffCases.status, reason: staffCases.closeReason, by: staffCases.closeRequestedBy })
      .from(staffCases)
      .where(eq(staffCases.reference, adverse))
  )[0]
const flagsOf = async ({ db, reference }: World) =>
  (
    await db
      .select({ adverseEvent: staffCases.adverseEvent, quality: staffCases.qualityProblem, reportDue: staffCases.reportDue })
      .from(staffCases)
      .where(eq(staffCases.reference, reference))
  )[0]
const spamOf = async ({ db, spam }: World) =>
  (await db.select({ status: staffCases.status }).from(staffCases).where(eq(staffCases.reference, spam)))[0]
const holdsOf = async ({ db }: World) => db.select({ reason: legalHolds.reason }).from(legalHolds)
const sessionsOf = async ({ db }: World) =>
  (await db.select({ subject: staffSessions.subject }).from(staffSessions)).map((row) => row.subject)
const incidentsOf = async ({ db }: World) =>
  db.select({ reference: privacyIncidents.reference, measures: privacyIncidents.measures }).from(privacyIncidents)
const submissionsOf = async ({ db }: World) => (await db.select({ reference: submissions.reference }).from(submissions)).length
const requestsOf = async ({ db }: World) =>
  db
    .select({ reference: privacyRequests.reference, status: privacyRequests.status, extendedTo: privacyRequests.extendedTo })
    .from(privacyRequests)
    .orderBy(privacyRequests.id)

const janeAsks: NewRequest = {
  kind: 'erasure',
  receivedOn: '2026-11-20',
  channel: 'email',
  personName: 'Jane Doe',
  email: 'jane.doe@example.com',
}

const incident: IncidentInput = {
  information: 'Names and e-mail addresses',
  circumstances: 'A list sent to the wrong address',
  occurredOn: '2026-11-20',
  learnedOn: '2026-11-21',
  riskAssessment: 'Low: the recipient deleted it',
  seriousRisk: false,
  significantHarm: false,
  significantHarmAssessedOn: '2026-11-21',
  significantHarmReasons: 'Business addresses only',
  measures: 'Recipient asked to delete; confirmed',
}

const duplicateEventsOf = async ({ db }: World) =>
  (await db.select({ kind: staffCaseEvents.kind }).from(staffCaseEvents)).filter((e) => e.kind.startsWith('duplicate-')).length

const fixtures: Record<Command, Fixture> = {
  // The adverse-event request came after Jane's contact request, from her address: it matches it.
  'cases.compareCases': {
    action: 'case-compare',
    run: ({ cases, adverse, reference }) => cases.compareCases(adverse, reference, marie),
    refuse: ({ cases, adverse }) => cases.compareCases(adverse, 'CT-2026-999999', marie),
  },
  'cases.linkDuplicate': {
    action: 'case-duplicate-link',
    run: ({ cases, adverse, reference }) => cases.linkDuplicate(adverse, { other: reference, relation: 'same-event', typed: false }, marie),
    refuse: ({ cases, adverse }) => cases.linkDuplicate(adverse, { other: adverse, relation: 'same-event', typed: true }, marie),
    state: duplicateEventsOf,
  },
  'cases.unlinkDuplicate': {
    action: 'case-duplicate-unlink',
    run: async ({ cases, adverse, reference }) => {
      await cases.linkDuplicate(adverse, { other: reference, relation: 'same-event', typed: false }, marie)
      return cases.unlinkDuplicate(adverse, reference, 'Two patients after all', marie)
    },
    // Never linked: nothing to undo.
    refuse: ({ cases, adverse, reference }) => cases.unlinkDuplicate(adverse, reference, 'Two patients after all', marie),
    state: duplicateEventsOf,
  },
  'cases.dismissDuplicate': {
    action: 'case-duplicate-dismiss',
    run: ({ cases, adverse, reference }) => cases.dismissDuplicate(adverse, reference, marie),
    // The spam came from another address: no candidate to dismiss.
    refuse: ({ cases, adverse, spam }) => cases.dismissDuplicate(adverse, spam, marie),
    state: duplicateEventsOf,
  },
  'cases.viewCase': {
    action: 'case-view',
    run: ({ cases, reference }) => cases.viewCase(reference, marie),
    refuse: ({ cases }) => cases.viewCase('CT-2026-999999', marie),
  },
  'cases.exportCases': {
    action: 'export',
    run: ({ cases }) => cases.exportCases({}, marie),
    refuse: ({ cases }) => cases.exportCases({}, olivier),
  },
  'cases.changeCase': {
    action: 'case-change',
    run: ({ cases, reference }) => cases.changeCase(reference, { kind: 'status', to: 'answered' }, marie),
    refuse: ({ cases, reference }) => cases.changeCase(reference, { kind: 'status', to: 'new' }, marie),
    state: statusOf,
  },
  'cases.replyToCase': {
    action: 'case-reply',
    run: ({ cases, reference }) =>
      cases.replyToCase(reference, { responseId: 'ruzurgi-storage', lang: 'en', personal: 'Dear Jane,', key: crypto.randomUUID() }, marie),
    refuse: ({ cases, reference }) =>
      cases.replyToCase(reference, { responseId: 'no-such-response', lang: 'en', personal: '', key: crypto.randomUUID() }, marie),
    state: async (w) => ({ ...(await statusOf(w)), messages: (await w.db.select({ kind: outbox.kind }).from(outbox)).length }),
  },
  'cases.requestFollowUp': {
    action: 'case-follow-up',
    run: ({ cases, reference }) =>
      cases.requestFollowUp(reference, { questions: ['lot-number'], freeQuestion: '', key: crypto.randomUUID() }, marie),
    refuse: ({ cases, reference }) =>
      cases.requestFollowUp(reference, { questions: [], freeQuestion: '', key: crypto.randomUUID() }, marie),
    state: async (w) => ({ ...(await statusOf(w)), messages: (await w.db.select({ kind: outbox.kind }).from(outbox)).length }),
  },
  // New information on a transferred serious case starts the follow-up clock (follow-ups.ts); set here directly.
  'cases.recordFollowUpReport': {
    action: 'case-follow-up-reported',
    run: async ({ cases, db, reference }) => {
      await db.update(staffCases).set({ followUpReportDue: '2026-12-07' }).where(eq(staffCases.reference, reference))
      return cases.recordFollowUpReport(reference, marie)
    },
    refuse: ({ cases, reference }) => cases.recordFollowUpReport(reference, marie),
    state: async ({ db }) =>
      (await db.select({ kind: staffCaseEvents.kind }).from(staffCaseEvents)).filter((e) => e.kind === 'follow-up-reported').length,
  },
  'cases.searchCases': {
    action: 'case-search',
    run: ({ cases }) => cases.searchCases('jane', {}, marie),
    refuse: ({ cases }) => cases.searchCases('jane', {}, olivier),
  },
  'cases.triageCase': {
    action: 'case-triage',
    run: ({ cases, reference }) =>
      cases.triageCase(
        reference,
        { adverseEvent: false, serious: false, seriousCriteria: [], product: null, qualityProblem: true, suspectedSpam: false, reason: '' },
        marie,
      ),
    // Nothing changed is nothing to record.
    refuse: ({ cases, reference }) =>
      cases.triageCase(
        reference,
        {
          adverseEvent: false,
          serious: false,
          seriousCriteria: [],
          product: null,
          qualityProblem: false,
          suspectedSpam: false,
          reason: '',
        },
        marie,
      ),
    state: flagsOf,
  },
  'cases.requestClosure': {
    action: 'case-closure-request',
    run: ({ cases, adverse }) => cases.requestClosure(adverse, { reason: 'not-adverse-event' }, marie),
    refuse: ({ cases, adverse }) => cases.requestClosure(adverse, { reason: 'duplicate' }, marie),
    state: closureOf,
  },
  'cases.confirmClosure': {
    action: 'case-closure-confirm',
    run: async ({ cases, adverse }) => {
      await cases.requestClosure(adverse, { reason: 'not-adverse-event' }, marie)
      return cases.confirmClosure(adverse, sam)
    },
    refuse: ({ cases, adverse }) => cases.confirmClosure(adverse, sam),
    state: closureOf,
  },
  'cases.withdrawClosure': {
    action: 'case-closure-withdraw',
    run: async ({ cases, adverse }) => {
      await cases.requestClosure(adverse, { reason: 'spam' }, marie)
      return cases.withdrawClosure(adverse, sam)
    },
    refuse: ({ cases, adverse }) => cases.withdrawClosure(adverse, sam),
    state: closureOf,
  },
  'cases.closeSpam': {
    action: 'case-bulk-close',
    run: ({ cases, spam }) => cases.closeSpam([spam], marie),
    refuse: ({ cases }) => cases.closeSpam([], marie),
    state: spamOf,
  },
  'cases.exportAudit': {
    action: 'audit-export',
    run: ({ cases }) => cases.exportAudit({ actor: 'marie' }, alex),
    refuse: ({ cases }) => cases.exportAudit({}, marie),
  },
  'cases.readAudit': {
    action: 'audit-view',
    run: ({ cases }) => cases.readAudit({ limit: 10 }, alex),
    refuse: ({ cases }) => cases.readAudit({ limit: 10 }, marie),
  },
  'sessions.create': {
    action: 'sign-in',
    run: ({ sessions }) => sessions.create(marie),
    // A person without a subject cannot be signed in: the session's row refuses it, and no entry says otherwise.
    refuse: ({ sessions }) => sessions.create({ ...marie, subject: null as unknown as string }).catch(() => null),
    state: sessionsOf,
  },
  'sessions.signOut': {
    action: 'sign-out',
    run: async ({ sessions }) => sessions.signOut((await sessions.create(alex)).id, alex, { everywhere: true }),
    refuse: ({ sessions }) =>
      sessions.signOut('no-such-session', { ...alex, name: null as unknown as string }, { everywhere: false }).catch(() => null),
    state: sessionsOf,
  },
  'privacy.recordRequest': {
    action: 'privacy-request-record',
    run: ({ privacy }) => privacy.recordRequest(janeAsks, olivier),
    refuse: ({ privacy }) => privacy.recordRequest(janeAsks, marie).catch(() => null),
    state: requestsOf,
  },
  'privacy.request': {
    action: 'privacy-request-view',
    run: ({ privacy, request }) => privacy.request(request, olivier),
    refuse: ({ privacy }) => privacy.request('PR-2026-9999', olivier),
  },
  'privacy.changeRequest': {
    action: 'privacy-request-change',
    run: ({ privacy, request }) =>
      privacy.changeRequest(
        request,
        { kind: 'extend', extendedTo: '2027-01-10', extensionReason: 'Many records', extensionNotifiedOn: '2026-11-25' },
        olivier,
      ),
    // A request moves forward: closing one never answered is refused, and nothing is written.
    refuse: ({ privacy, request }) => privacy.changeRequest(request, { kind: 'status', to: 'closed' }, olivier),
    state: requestsOf,
  },
  'privacy.exportRequests': {
    action: 'privacy-request-export',
    run: ({ privacy }) => privacy.exportRequests(olivier),
    refuse: ({ privacy }) => privacy.exportRequests(alex).catch(() => null),
  },
  'privacy.find': {
    action: 'privacy-find',
    run: ({ privacy, request }) => privacy.find(request, olivier),
    refuse: ({ privacy }) => privacy.find('PR-2026-9999', olivier),
    state: requestsOf,
  },
  'privacy.export': {
    action: 'privacy-export',
    run: ({ privacy, request }) => privacy.export(request, olivier, 'json'),
    refuse: ({ privacy, request }) => privacy.export(request, marie, 'csv').catch(() => null),
  },
  'privacy.correct': {
    action: 'privacy-correct',
    run: ({ privacy, request, reference }) => privacy.correct(request, reference, 'email', 'jane@example.org', olivier),
    refuse: ({ privacy, request, reference }) => privacy.correct(request, reference, 'noSuchField', 'x', olivier),
    state: answersOf,
  },
  'privacy.planErasure': {
    action: 'privacy-find',
    run: ({ privacy, request }) => privacy.planErasure(request, olivier),
    refuse: ({ privacy }) => privacy.planErasure('PR-2026-9999', olivier),
    state: submissionsOf,
  },
  'privacy.erase': {
    action: 'privacy-erase',
    run: ({ privacy, request }) => privacy.erase(request, olivier),
    refuse: ({ privacy, request }) => privacy.erase(request, marie).catch(() => null),
    state: submissionsOf,
  },
  'privacy.placeHold': {
    action: 'privacy-hold',
    run: ({ privacy, reference }) => privacy.placeHold(reference, 'An inspection', olivier),
    refuse: ({ privacy }) => privacy.placeHold('CT-2026-999999', 'An inspection', olivier),
    state: holdsOf,
  },
  'privacy.liftHold': {
    action: 'privacy-hold',
    run: async ({ privacy, reference }) => {
      await privacy.placeHold(reference, 'An inspection', olivier)
      return privacy.liftHold(reference, olivier)
    },
    refuse: ({ privacy, reference }) => privacy.liftHold(reference, olivier),
    state: holdsOf,
  },
  'privacy.incidents': {
    action: 'incident-view',
    run: ({ privacy }) => privacy.incidents(olivier),
    refuse: ({ privacy }) => privacy.incidents(alex).catch(() => null),
  },
  'privacy.recordIncident': {
    action: 'incident-record',
    run: ({ privacy }) => privacy.recordIncident(incident, olivier),
    refuse: ({ privacy }) => privacy.recordIncident(incident, marie).catch(() => null),
    state: incidentsOf,
  },
  'sessions.admin.active': {
    action: 'sessions-view',
    run: ({ sessions }) => sessions.admin.active(alex),
    refuse: ({ sessions }) => sessions.admin.active(marie).catch(() => null),
  },
  'sessions.admin.endSessions': {
    action: 'sessions-end',
    run: async ({ sessions }) => {
      await sessions.create(marie)
      return sessions.admin.endSessions(marie.subject, alex)
    },
    // No session of that person: nothing ended, nothing said.
    refuse: ({ sessions }) => sessions.admin.endSessions('nobody', alex),
    state: sessionsOf,
  },
  'privacy.updateIncident': {
    action: 'incident-update',
    run: ({ privacy, incident: ref }) => privacy.updateIncident(ref, { measures: 'Also: training for the team' }, olivier),
    // Nothing changed is nothing written, and nothing to say in the log.
    refuse: ({ privacy, incident: ref }) => privacy.updateIncident(ref, { measures: incident.measures }, olivier),
    state: incidentsOf,
  },
}

describe.each(testBackends)('the audit log of every staff command on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function world(): Promise<World> {
    const { db } = await database.fresh()
    const mailDir = testTempDir('nordora-audit-mail-')
    const seeded = await seedSubmission(db, mailDir, { email: 'jane.doe@example.com', receivedAt: now, openCase: true })
    const adverse = await seedSubmission(db, mailDir, { form: 'medical-information', adverseEvent: true, receivedAt: now, openCase: true })
    const spam = await seedSubmission(db, mailDir, { email: 'spam@example.com', suspectedSpam: true, receivedAt: now, openCase: true })
    const cases = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    const privacy = createPrivacyServices({ db, mailDir, now: () => now })
    const sessions = createSessionStore(db, { idleTimeoutMs: 60_000, absoluteTimeoutMs: 60_000 }, () => now)
    const recorded = await privacy.recordIncident(incident, olivier)
    const request = await privacy.recordRequest(janeAsks, olivier)
    return {
      db,
      cases,
      privacy,
      sessions,
      reference: seeded.reference,
      adverse: adverse.reference,
      spam: spam.reference,
      email: 'jane.doe@example.com',
      incident: recorded,
      request,
    }
  }
  const entries = async ({ db }: World) => db.select({ action: staffAuditLog.action }).from(staffAuditLog).orderBy(staffAuditLog.id)

  it.each(Object.entries(fixtures))('%s: one entry when it works, none when refused', async (_name, fixture) => {
    const w = await world()
    const before = await entries(w)
    const stateBefore = await fixture.state?.(w)
    await fixture.refuse(w)
    expect(await entries(w)).toEqual(before)
    expect(await fixture.state?.(w)).toEqual(stateBefore)
    await fixture.run(w)
    const after = await entries(w)
    // The lift places its hold first, a confirmation or a withdrawal asks for its closure first: two entries, the last its own.
    const added = after.slice(before.length).map((entry) => entry.action)
    expect(added.at(-1)).toBe(fixture.action)
    const twoSteps = [
      'privacy.liftHold',
      'sessions.signOut',
      'sessions.admin.endSessions',
      'cases.confirmClosure',
      'cases.withdrawClosure',
      // An undone link is linked first.
      'cases.unlinkDuplicate',
      // A comparison reads two cases: an entry for each.
      'cases.compareCases',
    ]
    expect(added).toHaveLength(twoSteps.includes(_name) ? 2 : 1)
  })

  it.each(Object.entries(fixtures).filter(([, fixture]) => fixture.state))(
    '%s: changes nothing when its audit entry cannot be written',
    async (_name, fixture) => {
      const w = await world()
      const stateBefore = await fixture.state!(w)
      await w.db.execute(
        sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end; $$`,
      )
      await w.db.execute(sql`create trigger refuse_audit before insert on staff_audit_log for each row execute function refuse_audit()`)
      onTestFinished(async () => {
        await w.db.execute(sql`drop trigger refuse_audit on staff_audit_log`)
        await w.db.execute(sql`drop function refuse_audit()`)
      })
      await expect(fixture.run(w)).rejects.toThrow()
      expect(await fixture.state!(w)).toEqual(stateBefore)
    },
  )
})
