import { csvCell } from '../staff/csv.ts'
import type { PersonRecord } from './person.ts'

/** The person's information as JSON: everything the find shows, consent included, for the person to take away. */
export function personJson(record: PersonRecord, exportedAt: string): string {
  return `${JSON.stringify({ exportedAt, ...record }, null, 2)}\n`
}

const flatten = (value: unknown, prefix: string): [string, string][] => {
  if (value === null || value === undefined) return [[prefix, '']]
  if (Array.isArray(value)) return value.length ? value.flatMap((item, index) => flatten(item, `${prefix}[${index}]`)) : [[prefix, '']]
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key))
  return [[prefix, String(value)]]
}

/**
 * The same as CSV, one row per item of information (source, reference, field, value): what any spreadsheet
 * opens, in the codes of the JSON (the person's request is answered in a structured, commonly used format).
 */
export function personCsv(record: PersonRecord): string {
  const rows: string[][] = [['source', 'reference', 'field', 'value']]
  for (const submission of record.submissions) {
    const { reference, answers, fields: _fields, ...about } = submission
    for (const [field, value] of flatten(about, '')) rows.push(['submission', reference, field, value])
    for (const [field, value] of flatten(answers, 'answers')) rows.push(['submission', reference, field, value])
  }
  for (const message of record.messages) {
    for (const [field, value] of flatten(
      { kind: message.kind, createdAt: message.createdAt, sentAt: message.sentAt, to: message.to, subject: message.subject },
      '',
    )) {
      rows.push(['e-mail', message.reference ?? '', field, value])
    }
  }
  for (const file of record.mailFiles) rows.push(['e-mail file', '', 'file', file])
  return `${rows.map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`
}
