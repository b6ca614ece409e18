import { closeReasonText, contactText, statusText, triageChangesText } from './case-words.ts'
import type { AuditEntry } from './domain/services.ts'
import { staffRoles } from './domain/roles.ts'
import type { StaffTranslate } from './messages/index.ts'
import { criteriaText, relationText } from './duplicate-words.ts'

type Details = Record<string, unknown>

const count = (value: unknown) => (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0)
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value))

/** A status change: "Status New → Closed", with the safety system's number; an entry from before said only where to. */
function statusChange(d: Details, t: StaffTranslate): string {
  const moved = d.from
    ? t('staff.event.status', { from: statusText(d.from, t), to: statusText(d.to, t) })
    : t('staff.auditWords.statusTo', { to: statusText(d.to, t) })
  return d.externalCaseNumber ? `${moved} – ${t('staff.event.external', { number: text(d.externalCaseNumber) })}` : moved
}

/** What a case change did, by its kind. */
function caseChange(d: Details, t: StaffTranslate): string {
  if (d.kind === 'status') return statusChange(d, t)
  if (d.kind === 'owner') {
    const to = (d.to ?? d.owner) as string | null | undefined
    return t('staff.event.owner', { owner: to ?? t('staff.field.noOwner') })
  }
  if (d.kind === 'note') return t('staff.auditWords.note')
  if (d.kind === 'contact') return t('staff.auditWords.contact', contactText(d, t))
  return generic(d)
}

/** Details this version has no words for: each as "name: value", never raw JSON. */
function generic(d: Details): string {
  return Object.entries(d)
    .map(
      ([key, value]) =>
        `${key}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' && value ? JSON.stringify(value) : text(value)}`,
    )
    .join('; ')
}

const sayers: Partial<Record<AuditEntry['action'], (d: Details, t: StaffTranslate) => string>> = {
  'sign-in': (d, t) =>
    t('staff.auditWords.roles', {
      roles: Array.isArray(d.roles)
        ? d.roles
            .map((role) =>
              (staffRoles as readonly unknown[]).includes(role) ? t(`staff.role.${role as (typeof staffRoles)[number]}`) : String(role),
            )
            .join(', ') || '—'
        : '—',
    }),
  'sign-out': (d, t) => (d.everywhere ? t('staff.auditWords.everywhere') : ''),
  'case-change': caseChange,
  'case-triage': (d, t) => {
    const changes = triageChangesText(d.changes, t)
    return d.reasonGiven ? `${changes} – ${t('staff.auditWords.reasonGiven')}` : changes
  },
  'case-closure-request': (d, t) =>
    `${closeReasonText(d.reason, d.duplicateOf, t)} – ${t(d.closed ? 'staff.auditWords.closedAtOnce' : 'staff.auditWords.waiting')}`,
  'case-closure-confirm': (d, t) => closeReasonText(d.reason, d.duplicateOf, t),
  'case-closure-withdraw': (d, t) => closeReasonText(d.reason, null, t),
  'case-reply': (d, t) =>
    t('staff.auditWords.reply', {
      id: text(d.responseId),
      version: text(d.version),
      lang: d.lang === 'en' || d.lang === 'fr' ? t(`staff.lang.${d.lang}`) : text(d.lang),
    }),
  'case-compare': (d, t) => t('staff.auditWords.duplicateWith', { reference: text(d.with) }),
  'case-duplicate-link': (d, t) => `${relationText(d.relation, d.with, t)} (${criteriaText(d.criteria, t)})`,
  'case-duplicate-dismiss': (d, t) =>
    `${t('staff.auditWords.duplicateWith', { reference: text(d.with) })} (${criteriaText(d.criteria, t)})`,
  'case-duplicate-unlink': (d, t) => relationText(d.relation, d.with, t),
  'case-follow-up-reported': (d, t) => t('staff.event.followUpReported', { on: text(d.on), due: text(d.due) }),
  'case-follow-up': (d, t) =>
    t('staff.auditWords.followUp', {
      count: count(d.questions),
      lang: d.lang === 'en' || d.lang === 'fr' ? t(`staff.lang.${d.lang}`) : text(d.lang),
    }),
  'case-bulk-close': (d, t) =>
    [
      t('staff.bulk.closed', { count: count(d.closed ?? d.count) }),
      count(d.refused) ? t('staff.bulk.refused', { count: count(d.refused) }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  'case-search': (d, t) =>
    t('staff.auditWords.search', {
      by: t(`staff.auditWords.by.${d.by === 'email' || d.by === 'reference' ? d.by : 'name'}`),
      count: count(d.count),
    }),
  export: (d, t) => t('staff.auditWords.casesExported', { count: count(d.count) }),
  'audit-view': (d, t) => (d.filters ? t('staff.auditWords.filtered', { filters: generic(d.filters as Details) }) : ''),
  'audit-export': (d, t) => t('staff.auditWords.entriesExported', { count: count(d.count) }),
  'privacy-find': (d, t) =>
    t('staff.auditWords.found', { submissions: count(d.references), messages: count(d.messages), files: count(d.mailFiles) }),
  'privacy-export': (d, t) => t('staff.auditWords.personExported', { count: count(d.references), format: text(d.format).toUpperCase() }),
  'privacy-correct': (d, t) => t('staff.auditWords.corrected', { field: text(d.field) }),
  'privacy-erase': (d, t) => t('staff.auditWords.erased', { erased: count(d.erased), kept: count(d.refused) }),
  'privacy-hold': (d, t) => t(d.hold ? 'staff.auditWords.holdPlaced' : 'staff.auditWords.holdLifted'),
  'incident-update': (d, t) =>
    t('staff.auditWords.incidentFields', { fields: Array.isArray(d.fields) ? d.fields.join(', ') : text(d.fields) }),
  'incident-export': (d, t) => t('staff.auditWords.incidentsExported', { count: count(d.count) }),
}

/**
 * An audit entry's details in words, in the page's language ("Status New → Closed", "40 submissions found"): what
 * the action's label does not already say. Empty when there is nothing more to say.
 */
export function auditWords(entry: Pick<AuditEntry, 'action' | 'details'>, t: StaffTranslate): string {
  const say = sayers[entry.action]
  if (say) return say(entry.details, t)
  return Object.keys(entry.details).length ? generic(entry.details) : ''
}
