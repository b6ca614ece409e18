import { sql, type SQL } from 'drizzle-orm'
import { foldSql } from './folded-text.ts'
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
    /**
     * The names and the e-mail address of the answers, folded (server/db/folded-text.ts), for the staff area's
     * search: computed by the database from the answers, so a correction or an erasure applies to it at once.
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      foldSql(
        sql.raw(
          ['firstName', 'lastName', 'reporterName', 'email'].map((name) => `coalesce("answers" ->> '${name}', '')`).join(` || ' ' || `),
        ),
      ),
    ),
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
    /**
     * The identity provider's refresh token: the roles are asked of the provider again with it at least every 15
     * minutes. Useless without the client's secret, which the database does not hold.
     */
    refreshToken: text('refresh_token'),
    /** When the provider last confirmed the roles; null: at the next request. */
    rolesCheckedAt: timestamp('roles_checked_at', { withTimezone: true }),
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
    /** The owner's name as shown; `owner_subject` says who it is (null for a name typed before the team picker). */
    owner: text('owner'),
    ownerSubject: text('owner_subject'),
    externalCaseNumber: text('external_case_number'),
    // The flags above start as the visitor's answers and are then the team's triage (app/staff/domain/triage.ts):
    // the clock, the queue, the reminders and the digest read them here; the submission keeps what was sent.
    seriousAdverseEvent: boolean('serious_adverse_event').notNull().default(false),
    /** ICH E2A seriousness criteria, for a serious adverse event. */
    seriousCriteria: jsonb('serious_criteria')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The product the case is about (`ruzurgi`, `lysodren`, `other`, `unknown`); null when none was named. */
    product: text('product'),
    /** Day 0 + 1 business day, in the company's time zone. */
    triageDue: date('triage_due', { mode: 'string' }).notNull(),
    /** Day 0 + 15 calendar days, for a serious adverse event only. */
    reportDue: date('report_due', { mode: 'string' }),
    /**
     * The follow-up report's clock: new information on a serious adverse event already transferred has its own day 0
     * (its receipt), due 15 calendar days later; cleared when the team records the follow-up sent to the safety system.
     */
    followUpReportDue: date('follow_up_report_due', { mode: 'string' }),
    // A closure without transfer (app/staff/domain/closure.ts): its reason, who asked and when, and who confirmed
    // it; an adverse event stays open until a second person does.
    closeReason: text('close_reason'),
    closeDuplicateOf: text('close_duplicate_of'),
    closeRequestedBy: text('close_requested_by'),
    closeRequestedByName: text('close_requested_by_name'),
    closeRequestedAt: timestamp('close_requested_at', { withTimezone: true }),
    closeConfirmedByName: text('close_confirmed_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('staff_cases_reference_key').on(table.reference),
    index('staff_cases_received_at_idx').on(table.receivedAt),
    index('staff_cases_status_idx').on(table.status),
    // The work queue's default order: the open cases by their soonest running clock (server/staff/clocks.ts, the
    // same expression), so its first page is read from the index rather than sorted from every open case.
    index('staff_cases_next_due_idx')
      .on(
        sql`least(case when ${table.status} = 'new' then ${table.triageDue} end, case when ${table.reportDue} is not null and ${table.externalCaseNumber} is null and ${table.status} <> 'closed' then ${table.reportDue} end, case when ${table.followUpReportDue} is not null and ${table.status} <> 'closed' then ${table.followUpReportDue} end)`,
        table.receivedAt,
        table.submissionId,
      )
      .where(sql`${table.status} <> 'closed'`),
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
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
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
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    // The log's filters by person, action and case, newest first.
    index('staff_audit_log_actor_idx').on(table.actorSubject, table.id),
    index('staff_audit_log_action_idx').on(table.action, table.id),
    index('staff_audit_log_target_idx').on(table.target, table.id),
  ],
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

/**
 * The register of a person's requests about their information (Law 25, PIPEDA): what they asked, when they made the
 * request and how, who they are and how that was checked, the 30 days counted from their request (and one extension
 * of up to 30 more), and the answer. Recorded by the privacy officer; the tools used to answer it (find, export,
 * correct, erase) are recorded on it, never opened by them.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `PR-2026-0007`: what the register, the audit log and the officer's letters quote. */
    reference: text('reference').notNull(),
    /** When the entry was made in the register (the column's name is older than the date received). */
    recordedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    /** access, rectification, erasure, withdrawal (of consent), portability. */
    kind: text('kind').notNull(),
    /** When the person made the request: the 30 days count from here, whenever it was recorded. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** e-mail, mail, phone, in-person, web-form, other. */
    channel: text('channel').notNull(),
    personName: text('person_name').notNull(),
    /** Lower case: the address the tools look for. */
    email: text('email').notNull(),
    identityVerifiedOn: date('identity_verified_on', { mode: 'string' }),
    identityVerifiedBy: text('identity_verified_by'),
    identityMethod: text('identity_method'),
    /** 30 days after `receivedOn`. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** One extension, of up to 30 days past `dueOn`, with its reason and the day the person was told. */
    extendedTo: date('extended_to', { mode: 'string' }),
    extensionReason: text('extension_reason'),
    extensionNotifiedOn: date('extension_notified_on', { mode: 'string' }),
    /** received → in-progress → answered → closed. */
    status: text('status').notNull(),
    answeredOn: date('answered_on', { mode: 'string' }),
    /** When it was closed: its 2 years of retention count from here. */
    closedAt: timestamp('completed_at', { withTimezone: true }),
    /** The tools used to answer it, in order: find, export, correct (the field, never its values), erase; by whom, when. */
    actions: jsonb('actions').$type<{ at: string; actor: string; action: string; details: Record<string, unknown> }[]>().notNull(),
  },
  (table) => [index('privacy_requests_email_idx').on(table.email), uniqueIndex('privacy_requests_reference_key').on(table.reference)],
)

/**
 * The register of confidentiality incidents, for both regimes: the items the Québec regulation lists (the notice to
 * the Commission d'accès à l'information among them) and PIPEDA's record of a breach of security safeguards (the
 * assessment of a real risk of significant harm, the report to the Office of the Privacy Commissioner of Canada, the
 * notice to individuals); kept 5 years, which covers PIPEDA's 24 months.
 */
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
  /** How the persons were told (a letter, an e-mail, a public notice): PIPEDA asks the date and the manner. */
  personsNotifiedHow: text('persons_notified_how'),
  /** PIPEDA's assessment: whether the breach creates a real risk of significant harm; null for entries made before it was asked. */
  significantHarm: boolean('significant_harm'),
  significantHarmAssessedOn: date('significant_harm_assessed_on', { mode: 'string' }),
  significantHarmReasons: text('significant_harm_reasons'),
  /** The report to the Office of the Privacy Commissioner of Canada. */
  opcReportedOn: date('opc_reported_on', { mode: 'string' }),
  /** Other organizations told because they can reduce the harm (PIPEDA, s. 10.2): who and when. */
  othersNotified: text('others_notified'),
  measures: text('measures').notNull(),
})

/**
 * A request to the reporter of a case for missing information (app/staff/domain/follow-up.ts): the questions asked,
 * in which language, by whom, and until when its link answers. The link's random token is in the e-mail only; this
 * keeps its SHA-256. Answered once: `answered_at` set in the transaction that writes the answers into the case's
 * history, where they stay with the case (this row holds nothing the reporter wrote).
 */
export const followUpRequests = pgTable(
  'follow_up_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => submissions.id),
    tokenHash: text('token_hash').notNull(),
    /** The questions asked, in order: their keys, and the text of a question the team typed. */
    questions: jsonb('questions').$type<{ key: string; text?: string }[]>().notNull(),
    /** The reporter's language: the e-mail's and the page's. */
    lang: text('lang').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** By the server's clock: 14 days after the request. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('follow_up_requests_token_hash_key').on(table.tokenHash),
    index('follow_up_requests_submission_idx').on(table.submissionId),
  ],
)
