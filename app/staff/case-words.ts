import type { CaseStatus } from './domain/case-status.ts'
import type { CloseReason } from './domain/closure.ts'
import { caseProducts, seriousCriteria, type TriageField } from './domain/triage.ts'
import type { StaffTranslate } from './messages/index.ts'
import { contactChannels, contactDirections } from './domain/contact-log.ts'
import { formatStaffDay } from './format.ts'
import type { Lang } from '../routing/route-table.ts'

/**
 * The case desk's codes in words, for the history, the audit log and the forms alike: a triage field and its
 * value, a closure's reason, a status. A code this version does not know is shown as it is, never dropped.
 */

const known = <P extends string, K extends string>(prefix: P, code: unknown, keys: readonly K[]) =>
  keys.includes(code as K) ? (`${prefix}${code as K}` as `${P}${K}`) : undefined

export function statusText(status: unknown, t: StaffTranslate): string {
  const key = known('staff.status.', status, ['new', 'triaged', 'transferred', 'answered', 'closed'] satisfies CaseStatus[])
  return key ? t(key) : String(status ?? '—')
}

export function closeReasonText(reason: unknown, duplicateOf: unknown, t: StaffTranslate): string {
  if (reason === 'duplicate' && typeof duplicateOf === 'string' && duplicateOf)
    return t('staff.closeReason.duplicateOf', { reference: duplicateOf })
  const key = known('staff.closeReason.', reason, ['duplicate', 'not-adverse-event', 'spam'] satisfies CloseReason[])
  return key ? t(key) : String(reason ?? '—')
}

export function triageFieldText(field: unknown, t: StaffTranslate): string {
  const key = known('staff.triage.', field, [
    'adverseEvent',
    'serious',
    'seriousCriteria',
    'product',
    'qualityProblem',
    'suspectedSpam',
  ] satisfies TriageField[])
  return key ? t(key) : String(field)
}

/** A triage value as the history keeps it (`yes`, `lysodren`, `death,disability`), in words. */
export function triageValueText(field: unknown, value: unknown, t: StaffTranslate): string {
  if (value === null || value === undefined || value === '') return '—'
  if (value === 'yes' || value === 'no') return t(`staff.filters.${value}`)
  const codes = String(value).split(',')
  const word = (code: string) => {
    const key =
      field === 'product'
        ? known('staff.product.', code, caseProducts)
        : field === 'seriousCriteria'
          ? known('staff.criterion.', code, seriousCriteria)
          : undefined
    return key ? t(key) : code
  }
  return codes.map(word).join(', ')
}

/** A triage's changes, one phrase each: "Adverse event: No → Yes". */
export function triageChangesText(changes: unknown, t: StaffTranslate): string {
  if (!Array.isArray(changes)) return ''
  return changes
    .map((change: { field?: unknown; from?: unknown; to?: unknown }) =>
      t('staff.event.change', {
        field: triageFieldText(change.field, t),
        from: triageValueText(change.field, change.from, t),
        to: triageValueText(change.field, change.to, t),
      }),
    )
    .join('; ')
}

/** A logged contact's way, means and day in words: "Telephone, they contacted us, 27 Nov 2026" (the day as written without a language). */
export function contactText(d: Record<string, unknown>, t: StaffTranslate, lang?: Lang) {
  const channel = known('staff.contact.channel.', d.channel, contactChannels)
  const direction = known('staff.contact.direction.', d.direction, contactDirections)
  return {
    channel: channel ? t(channel) : String(d.channel ?? '—'),
    direction: direction ? t(direction).toLowerCase() : String(d.direction ?? '—'),
    on: typeof d.on === 'string' ? (lang ? formatStaffDay(d.on, lang) : d.on) : '—',
  }
}
