import { csvCell } from '../csv.ts'
import type { Lang } from '../../routing/route-table.ts'
import { staffTranslator } from '../messages/index.ts'
import type { CaseSummary } from './services.ts'

const columns = [
  'reference',
  'form',
  'lang',
  'receivedAt',
  'adverseEvent',
  'seriousAdverseEvent',
  'qualityProblem',
  'suspectedSpam',
  'status',
  'owner',
  'externalCaseNumber',
  'triageDue',
  'reportDue',
] as const

/**
 * The triage, the closure and a running follow-up report's due day, after the columns a reconciliation already
 * reads: codes and ISO dates, as the safety database takes them.
 */
const laterCells = (c: CaseSummary) => [
  c.product,
  c.seriousCriteria.join(' '),
  c.closure?.confirmedBy ? c.closure.reason : null,
  c.followUpReportDue,
]

/** The cases as CSV: a header row in the page's language, then codes and ISO dates a safety database can import. */
export function casesCsv(cases: readonly CaseSummary[], lang: Lang): string {
  const t = staffTranslator(lang)
  const header = [
    t('staff.field.reference'),
    t('staff.field.form'),
    t('staff.field.lang'),
    t('staff.field.receivedAt'),
    t('staff.field.adverseEvent'),
    t('staff.flag.serious'),
    t('staff.field.qualityProblem'),
    t('staff.field.suspectedSpam'),
    t('staff.field.status'),
    t('staff.field.owner'),
    t('staff.field.externalCaseNumber'),
    t('staff.field.triageDue'),
    t('staff.field.reportDue'),
    t('staff.triage.product'),
    t('staff.triage.seriousCriteria'),
    t('staff.field.closure'),
    t('staff.followUp.reportDue'),
  ]
  const rows = cases.map((c) => [...columns.map((name) => c[name]), ...laterCells(c)].map(csvCell).join(','))
  // A byte-order mark, so that a spreadsheet reads the accents as UTF-8.
  return `\ufeff${[header.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`
}
