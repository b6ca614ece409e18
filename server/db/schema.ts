import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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
    repeatedAt: jsonb('repeated_at').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
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
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => submissions.id),
    /** `team` (the company's address for the form) or `acknowledgement` (the visitor). */
    kind: text('kind').notNull(),
    /** The whole message: from, to, reply-to, subject, text, message id. */
    message: jsonb('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** A worker holds a message until then while it delivers it; another worker may take it after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's code (never its text, which can quote addresses); kept once sent, for the record. */
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    uniqueIndex('outbox_submission_kind_key').on(table.submissionId, table.kind),
  ],
)
