import type { FormKind } from '../forms/domain/form-kinds.ts'
import type { Lang } from '../routing/route-table.ts'

/**
 * The retention schedule: the one source for the retention job (server/privacy/retention.ts), the command
 * (scripts/privacy.ts) and the table on the privacy page (`{{retention.table}}`), in both languages.
 * A period runs from its `from` event; a rule without a period is a hold: the job never destroys it.
 */
export type RetentionPeriod = { years?: number; days?: number }
export type RetentionFrom = 'closed' | 'received' | 'sent' | 'written' | 'learned' | 'answered'

export type RetentionRule = {
  id:
    | 'adverse-event'
    | 'suspected-spam'
    | 'contact'
    | 'medical-information'
    | 'outbox'
    | 'mail-files'
    | 'server-logs'
    | 'incidents'
    | 'requests'
  what: Record<Lang, string>
  period: RetentionPeriod | null
  from: RetentionFrom | null
  /** How long, as the page says it. */
  kept: Record<Lang, string>
  /** Who enforces it: this site's job, or the deployment (the host's log rotation). */
  enforcedBy: 'job' | 'deployment'
}

export const retentionSchedule = [
  {
    id: 'adverse-event',
    what: { en: 'Adverse event reports (any form)', fr: 'Déclarations d’effets secondaires (tout formulaire)' },
    period: null,
    from: null,
    kept: {
      en: 'Pharmacovigilance hold: as long as the product is marketed in Canada, plus 10 years, as drug safety rules require; never destroyed automatically',
      fr: 'Conservation de pharmacovigilance : tant que le produit est commercialisé au Canada, puis 10 ans, comme l’exigent les règles de pharmacovigilance ; jamais détruites automatiquement',
    },
    enforcedBy: 'job',
  },
  {
    id: 'suspected-spam',
    what: { en: 'Submissions caught as suspected spam', fr: 'Envois retenus comme pourriels présumés' },
    period: { days: 30 },
    from: 'received',
    kept: { en: '30 days after receipt', fr: '30 jours après leur réception' },
    enforcedBy: 'job',
  },
  {
    id: 'contact',
    what: { en: 'Contact requests', fr: 'Demandes envoyées par le formulaire pour nous joindre' },
    period: { years: 2 },
    from: 'closed',
    kept: {
      en: '2 years after the request is closed (after its receipt, when we answer it by e-mail alone)',
      fr: '2 ans après la fermeture de la demande (après sa réception, si nous y répondons par courriel seulement)',
    },
    enforcedBy: 'job',
  },
  {
    id: 'medical-information',
    what: { en: 'Medical information requests', fr: 'Demandes d’information médicale' },
    period: { years: 10 },
    from: 'closed',
    kept: {
      en: '10 years after the request is closed (after its receipt, when we answer it by e-mail alone)',
      fr: '10 ans après la fermeture de la demande (après sa réception, si nous y répondons par courriel seulement)',
    },
    enforcedBy: 'job',
  },
  {
    id: 'outbox',
    what: { en: 'E-mails sent by the site (stored copies)', fr: 'Courriels envoyés par le site (copies conservées)' },
    period: { days: 30 },
    from: 'sent',
    kept: { en: '30 days after sending', fr: '30 jours après leur envoi' },
    enforcedBy: 'job',
  },
  {
    id: 'mail-files',
    what: { en: 'E-mail files written without a mail server', fr: 'Fichiers de courriel écrits sans serveur de courrier' },
    period: { days: 30 },
    from: 'written',
    kept: { en: '30 days after writing', fr: '30 jours après leur écriture' },
    enforcedBy: 'job',
  },
  {
    id: 'server-logs',
    what: { en: 'Server logs (no IP address)', fr: 'Journaux du serveur (sans adresse IP)' },
    period: { days: 90 },
    from: 'written',
    kept: { en: '90 days', fr: '90 jours' },
    enforcedBy: 'deployment',
  },
  {
    id: 'incidents',
    what: { en: 'Register of confidentiality incidents', fr: 'Registre des incidents de confidentialité' },
    period: { years: 5 },
    from: 'learned',
    kept: { en: '5 years after we learn of the incident', fr: '5 ans après que nous avons appris l’incident' },
    enforcedBy: 'job',
  },
  {
    id: 'requests',
    what: {
      en: 'Records of your requests about your information (access, correction, deletion)',
      fr: 'Traces de vos demandes sur vos renseignements (accès, rectification, suppression)',
    },
    period: { years: 2 },
    from: 'answered',
    kept: { en: '2 years after our answer', fr: '2 ans après notre réponse' },
    enforcedBy: 'job',
  },
] as const satisfies readonly RetentionRule[]

export type RetentionRuleId = (typeof retentionSchedule)[number]['id']

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
export function pastPeriod(id: 'outbox' | 'mail-files' | 'incidents' | 'requests', at: Date, now: Date): boolean {
  return endOfPeriod(at, retentionRule(id).period!) <= now
}
