import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The one schema for PGlite and PostgreSQL. Migrations under drizzle/ are
 * generated from it by drizzle-kit (`npm run db:generate`).
 */

/** Every acknowledged form submission, stored before the visitor sees its reference number. */
export const submissions = pgTable(
  'submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `CT-2026-000045`, `MI-2026-000123`: what the visitor and the team quote. */
    reference: text('reference').notNull(),
    /** `contact` or `medical-information`. */
    form: text('form').notNull(),
    /** The language of the page the form was sent from. */
    lang: text('lang').notNull(),
    /** Health Canada's reporting clock for a serious adverse reaction starts here. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    adverseEvent: boolean('adverse_event').notNull().default(false),
    qualityProblem: boolean('quality_problem').notNull().default(false),
    /** Caught by the honeypot: kept, never dropped, so nothing real can vanish. */
    suspectedSpam: boolean('suspected_spam').notNull().default(false),
    /** The validated answers, as the form's schema outputs them. */
    answers: jsonb('answers').notNull(),
    /**
     * The same attempt sent again (a retry, a refreshed confirmation) has the same key and is not stored twice:
     * a hash of the form, the page's submission key and the fields as sent, or, without a key, the fields and a
     * ten-minute window (server/forms/dedupe-key.ts, docs/decisions/0041). Null for submissions stored before it existed.
     */
    dedupeKey: text('dedupe_key'),
    /** How many times this attempt arrived: 1, plus one for each repeat recognized by its dedupe key. */
    timesReceived: integer('times_received').notNull().default(1),
    /** When each repeat arrived (ISO 8601 texts, the first 100): a repeat is recorded, never silently dropped. */
    repeatedAt: jsonb('repeated_at')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * What the sender was shown: the privacy notice's version (its `dateModified`) the form linked, and the
     * consent wording, in the form's language. Null for submissions stored before it was recorded.
     */
    consent: jsonb('consent').$type<{ noticeVersion: string; wording: string[] }>(),
  },
  (table) => [
    uniqueIndex('submissions_reference_key').on(table.reference),
    index('submissions_received_at_idx').on(table.receivedAt),
    uniqueIndex('submissions_dedupe_key').on(table.dedupeKey),
  ],
)

/** The last reference number given per form prefix and year; incremented inside the submission's transaction. */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.year] })],
)

/**
 * The transactional outbox: e-mails written in the submission's transaction,
 * delivered afterwards by the worker (server/outbox), each exactly once.
 * A message belongs to a submission, or to a day (the staff area's daily digest); never both, never neither.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' }).references(() => submissions.id),
    /** The company-time-zone day a daily message is for: its unique (day, kind) sends it once a day, whatever the servers. */
    digestDay: date('digest_day', { mode: 'string' }),
    /** `team` (the company's address for the form), `acknowledgement` (the visitor), `overdue-*`, `staff-digest`. */
    kind: text('kind').notNull(),
    /** The whole message: from, to, reply-to, subject, text, message id. */
    message: jsonb('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** A worker holds a message until then while it delivers it; another worker may take it after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's code (never its text, which can quote addresses); kept once sent, for the record. */
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    uniqueIndex('outbox_submission_kind_key').on(table.submissionId, table.kind),
    uniqueIndex('outbox_digest_day_kind_key').on(table.digestDay, table.kind),
    check('outbox_submission_or_day', sql`(${table.submissionId} is null) <> (${table.digestDay} is null)`),
  ],
)

// The staff area (server/staff): sessions, the cases' workflow and the audit log. The submissions above stay
// as the forms wrote them; a case is the team's record about one submission.

/** A signed-in staff member's session; the cookie carries a random id, the database only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** The identity provider's `sub`: signing out everywhere ends every session of it. */
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    /** Sent with every staff form and compared on every post. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end (12 hours after sign-in), whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_subject_idx').on(table.subject)],
)

/** A sign-in under way: what the callback must find again (state, PKCE verifier, nonce), for 10 minutes. */
export const staffSignIns = pgTable('staff_sign_ins', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** The team's record of one submission: status, owner, the safety system's case number and the clock. */
export const staffCases = pgTable(
  'staff_cases',
  {
    submissionId: bigint('submission_id', { mode: 'number' })
      .primaryKey()
      .references(() => submissions.id),
    // Copied from the submission when the case is opened (they never change there), so that the case list
    // filters, sorts and counts on this table alone: under 200 ms with 10,000 cases, PGlite included.
    reference: text('reference').notNull(),
    form: text('form').notNull(),
    lang: text('lang').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    adverseEvent: boolean('adverse_event').notNull(),
    qualityProblem: boolean('quality_problem').notNull(),
    suspectedSpam: boolean('suspected_spam').notNull(),
    /** new → triaged → transferred → answered → closed */
    status: text('status').notNull().default('new'),
    owner: text('owner'),
    externalCaseNumber: text('external_case_number'),
    seriousAdverseEvent: boolean('serious_adverse_event').notNull().default(false),
    /** Day 0 + 1 business day, in the company's time zone. */
    triageDue: date('triage_due', { mode: 'string' }).notNull(),
    /** Day 0 + 15 calendar days, for a serious adverse event only. */
    reportDue: date('report_due', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('staff_cases_reference_key').on(table.reference),
    index('staff_cases_received_at_idx').on(table.receivedAt),
    index('staff_cases_status_idx').on(table.status),
  ],
)

/** A case's history: each change of status, owner, external number, and each note. */
export const staffCaseEvents = pgTable(
  'staff_case_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => submissions.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, string | null>>().notNull(),
  },
  (table) => [index('staff_case_events_submission_idx').on(table.submissionId)],
)

/**
 * Who did what, when: sign-ins, case views, changes, exports. Apart from the cases (no foreign key, so no case
 * can take its entries with it) and append-only: the migration's trigger refuses UPDATE and DELETE.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorSubject: text('actor_subject').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('staff_audit_log_at_idx').on(table.at)],
)

// Privacy (server/privacy): the retention schedule's runs and what they destroyed, a person's requests, legal
// holds, and the register of confidentiality incidents. None of these keeps what a visitor wrote.

/**
 * A case that another law requires to keep (a litigation, an inspection): neither the retention job nor an
 * erasure destroys its submission while the hold is on. Removed with the hold lifted.
 */
export const legalHolds = pgTable('legal_holds', {
  submissionId: bigint('submission_id', { mode: 'number' })
    .primaryKey()
    .references(() => submissions.id),
  reason: text('reason').notNull(),
  placedBy: text('placed_by').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
})

/** One run of the retention job per company day, whichever server claims it first (the primary key). */
export const retentionRuns = pgTable('retention_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})

/** What was destroyed, when and why: counts and references, never the content. Kept as the proof of destruction. */
export const destructionRecords = pgTable(
  'destruction_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `retention` (the schedule) or `erasure` (a person's request). */
    cause: text('cause').notNull(),
    /** Who: `retention-job`, the command, or the staff member's name. */
    actor: text('actor').notNull(),
    /** The submissions' references, by the schedule's rule that ended them. */
    references: jsonb('references').$type<{ reference: string; rule: string }[]>().notNull(),
    /** How many of each: submissions, outbox messages, .eml files, case events. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  },
  (table) => [index('destruction_records_at_idx').on(table.at)],
)

/** A person's request about their information (access, correction, erasure): due 30 days after it is received. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower case: the request is found again by the address it was made for. */
    email: text('email').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What was done, in order: find, export, correct (the field, never its values), erase; by whom, when. */
    actions: jsonb('actions').$type<{ at: string; actor: string; action: string; details: Record<string, unknown> }[]>().notNull(),
  },
  (table) => [index('privacy_requests_email_idx').on(table.email)],
)

/** The register of confidentiality incidents, with the items the Québec regulation lists; kept 5 years. */
export const privacyIncidents = pgTable('privacy_incidents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** `INC-2026-001`. */
  reference: text('reference').notNull().unique(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  recordedBy: text('recorded_by').notNull(),
  information: text('information').notNull(),
  circumstances: text('circumstances').notNull(),
  occurredOn: date('occurred_on', { mode: 'string' }),
  /** The incident's period, when it is not one day or is not known exactly. */
  occurredDescription: text('occurred_description'),
  learnedOn: date('learned_on', { mode: 'string' }).notNull(),
  personsAffected: integer('persons_affected'),
  riskAssessment: text('risk_assessment').notNull(),
  seriousRisk: boolean('serious_risk').notNull(),
  commissionNotifiedOn: date('commission_notified_on', { mode: 'string' }),
  personsNotifiedOn: date('persons_notified_on', { mode: 'string' }),
  measures: text('measures').notNull(),
})
