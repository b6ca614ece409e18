import { z } from 'zod'
import schedule from '../../content/data/retention-schedule.json' with { type: 'json' }
import type { FormKind } from '../forms/domain/form-kinds.ts'

/**
 * The retention schedule: the one source for the retention job (server/privacy/retention.ts), the command
 * (scripts/privacy.ts) and the table on the privacy page (`{{retention.table}}`), in both languages. Its wording
 * is the privacy officer's, kept as data in content/data/retention-schedule.json and checked here when loaded: a
 * rule the code does not know, or a period without its event, stops the build and the server at once.
 * A period runs from its `from` event; a rule without a period is a hold: the job never destroys it.
 */
const ruleIds = [
  'adverse-event',
  'suspected-spam',
  'contact',
  'medical-information',
  'outbox',
  'mail-files',
  'server-logs',
  'incidents',
  'requests',
  'requests-open',
  'backups',
  'database-logs',
] as const
const bilingualText = z.object({ en: z.string().min(1), fr: z.string().min(1) })
const periodSchema = z.strictObject({ years: z.int().positive().optional(), days: z.int().positive().optional() })
const ruleSchema = z
  .strictObject({
    id: z.enum(ruleIds),
    what: bilingualText,
    period: periodSchema.nullable(),
    from: z.enum(['closed', 'received', 'sent', 'written', 'learned', 'answered', 'taken']).nullable(),
    /** How long, as the page says it. */
    kept: bilingualText,
    /** Who enforces it: this site's job, or the deployment (the host's log rotation). */
    enforcedBy: z.enum(['job', 'deployment']),
  })
  .refine((rule) => (rule.period === null) === (rule.from === null), 'a period needs the event it runs from, a hold has neither')

export type RetentionPeriod = z.infer<typeof periodSchema>
export type RetentionRule = z.infer<typeof ruleSchema>
export type RetentionRuleId = RetentionRule['id']

export const retentionSchedule: readonly RetentionRule[] = z
  .array(ruleSchema)
  .refine((rules) => ruleIds.every((id) => rules.filter((rule) => rule.id === id).length === 1), 'every rule once')
  .parse(schedule)

export function retentionRule(id: RetentionRuleId): RetentionRule {
  return retentionSchedule.find((rule) => rule.id === id)!
}

/** What a submission is, for the schedule. */
export type RetainedSubmission = {
  form: string
  adverseEvent: boolean
  suspectedSpam: boolean
  receivedAt: Date
  /**
   * Whether the staff area opened a case for it. Without the staff area no case is opened, so none is ever
   * closed: the team answers by e-mail alone, and the period then counts from the receipt.
   */
  hasCase: boolean
  /** When its case was last closed; null while it is open (or when it has none). */
  closedAt: Date | null
  legalHold: boolean
}

/** The form whose every submission is an adverse event report (app/forms/domain/flags.ts). */
export const ADVERSE_EVENT_FORM = 'side-effect' satisfies FormKind

/**
 * Whether a submission is an adverse event report, kept for pharmacovigilance: flagged so, or sent with the
 * side-effect form whatever its stored flag says (a flag lost by a bug must not let a report be destroyed).
 */
export const isAdverseEventReport = (submission: Pick<RetainedSubmission, 'form' | 'adverseEvent'>): boolean =>
  submission.adverseEvent || submission.form === ADVERSE_EVENT_FORM

/** The rule that keeps a submission: an adverse event first (safety before all), then spam, then its form. */
export function ruleOfSubmission(submission: Pick<RetainedSubmission, 'form' | 'adverseEvent' | 'suspectedSpam'>): RetentionRule {
  if (isAdverseEventReport(submission)) return retentionRule('adverse-event')
  if (submission.suspectedSpam) return retentionRule('suspected-spam')
  return retentionRule(submission.form === 'contact' ? 'contact' : 'medical-information')
}

/** The instant a period that started at `start` ends (calendar years and days, in UTC). */
export function endOfPeriod(start: Date, period: RetentionPeriod): Date {
  const end = new Date(start)
  end.setUTCFullYear(end.getUTCFullYear() + (period.years ?? 0))
  end.setUTCDate(end.getUTCDate() + (period.days ?? 0))
  return end
}

/**
 * When a submission's period ends: null when nothing ends it (a hold, a pharmacovigilance rule, a case still
 * open). A period counted from the closing counts from the receipt when there is no case to close (no staff
 * area): its last activity on this site is its receipt and acknowledgement, the answers are in the team's mailbox.
 */
export function submissionExpiry(submission: RetainedSubmission): Date | null {
  if (submission.legalHold) return null
  const rule = ruleOfSubmission(submission)
  if (!rule.period) return null
  const start = rule.from === 'received' || !submission.hasCase ? submission.receivedAt : submission.closedAt
  return start ? endOfPeriod(start, rule.period) : null
}

export const isPastRetention = (submission: RetainedSubmission, now: Date): boolean => {
  const expiry = submissionExpiry(submission)
  return expiry !== null && expiry <= now
}

/** Whether something sent or written at `at` is past the period of a rule counted from then. */
export function pastPeriod(
  id: 'outbox' | 'mail-files' | 'incidents' | 'requests' | 'requests-open' | 'backups',
  at: Date,
  now: Date,
): boolean {
  return endOfPeriod(at, retentionRule(id).period!) <= now
}
