import type { IsoDate } from '../../calendar/business-days.ts'
import { isAuditAction } from './audit-actions.ts'
import type { AuditFilters } from './services.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const REFERENCE = /^[A-Z]{2,3}-\d{4}-\d{3,}$/

/** A calendar day as typed in a date field (`2026-11-27`), if it is one that exists. */
export function day(value: string): IsoDate | null {
  if (!DAY.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

export type AuditFilterError = { field: 'from' | 'to' | 'target'; error: 'bad-day' | 'bad-range' | 'bad-reference' }

/**
 * The audit log's filters from the query string: a person (subject), an action, a case (its reference, any case),
 * and company days from and to, both included. An unknown person or action is dropped, as a stale link's would
 * be; a day or a reference that cannot be one is an error to show, with what was typed.
 */
export function readAuditFilters(params: URLSearchParams): {
  filters: AuditFilters
  typed: Record<string, string>
  errors: AuditFilterError[]
} {
  const get = (name: string) => (params.get(name) ?? '').trim().slice(0, 200)
  const typed = { actor: get('actor'), action: get('action'), target: get('target'), from: get('from'), to: get('to') }
  const errors: AuditFilterError[] = []
  const filters: AuditFilters = {}
  if (typed.actor) filters.actor = typed.actor
  if (isAuditAction(typed.action)) filters.action = typed.action
  if (typed.target) {
    if (REFERENCE.test(typed.target.toUpperCase())) filters.target = typed.target.toUpperCase()
    else errors.push({ field: 'target', error: 'bad-reference' })
  }
  for (const name of ['from', 'to'] as const) {
    if (!typed[name]) continue
    const value = day(typed[name])
    if (value) filters[name] = value
    else errors.push({ field: name, error: 'bad-day' })
  }
  if (filters.from && filters.to && filters.from > filters.to) errors.push({ field: 'to', error: 'bad-range' })
  return { filters, typed, errors }
}

/** The query string of audit filters, for the export and the next page. */
export function auditQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value))
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const query = params.toString()
  return query ? `?${query}` : ''
}
