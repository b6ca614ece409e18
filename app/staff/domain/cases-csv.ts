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
 * A cell as RFC 4180 wants it, and never a formula: a spreadsheet would run a cell that starts with = + - @
 * (staff type the owner and case numbers), so such a cell gets a leading apostrophe.
 */
export function csvCell(value: string | boolean | null): string {
  let text = value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

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
  ]
  const rows = cases.map((c) => columns.map((name) => csvCell(c[name])).join(','))
  // A byte-order mark, so that a spreadsheet reads the accents as UTF-8.
  return `\ufeff${[header.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`
}
