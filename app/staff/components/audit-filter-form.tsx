import type { Lang } from '../../routing/route-table.ts'
import type { AuditAction } from '../domain/audit-actions.ts'
import type { AuditFilterError } from '../domain/audit-filters.ts'
import type { TeamMember } from '../domain/services.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { staffTranslator, type StaffTranslate } from '../messages/index.ts'
import { StaffField, StaffFormScope, StaffSelect, type StaffFieldError } from './staff-form.tsx'

const fieldIds = { target: 'audit-target', from: 'audit-from', to: 'audit-to' } as const
const fieldLabels = { target: 'staff.audit.target', from: 'staff.audit.from', to: 'staff.audit.to' } as const

/** The filters' errors as the summary and the fields show them, in the page's language. */
export function auditFilterErrors(errors: AuditFilterError[], t: StaffTranslate): StaffFieldError[] {
  return errors.map(({ field, error }) => ({ id: fieldIds[field], label: t(fieldLabels[field]), message: t(`staff.error.${error}`) }))
}

/** The log's filters: a person, an action, a case, from and to a day. A plain GET form: the address keeps them. */
export function AuditFilterForm({
  lang,
  typed,
  actors,
  actions,
  errors,
}: {
  lang: Lang
  typed: Record<string, string>
  actors: TeamMember[]
  actions: readonly AuditAction[]
  errors: StaffFieldError[]
}) {
  const t = staffTranslator(lang)
  // Two lists, each with "any" first: who, and what they did.
  const choices = [
    { id: 'audit-actor', name: 'actor', label: t('staff.audit.who'), options: actors.map((actor) => [actor.subject, actor.name] as const) },
    {
      id: 'audit-action',
      name: 'action',
      label: t('staff.audit.action'),
      options: actions.map((action) => [action, t(`staff.audit.${action}`)] as const),
    },
  ]
  return (
    <form
      method="get"
      action={staffHref('staff-audit', lang)}
      className="staff-queue-filters staff-filters-box"
      aria-label={t('staff.filters.heading')}
    >
      <StaffFormScope lang={lang} errors={Object.fromEntries(errors.map((e) => [e.id, e.message]))}>
        {choices.map((choice) => (
          <StaffSelect key={choice.id} {...choice} empty={t('staff.filters.any')} value={typed[choice.name] ?? ''} />
        ))}
        <StaffField id="audit-target" name="target" label={t('staff.audit.target')} hint={t('staff.audit.targetHint')}>
          {(props) => <input {...props} defaultValue={typed.target ?? ''} maxLength={30} className="staff-reference-input" />}
        </StaffField>
        {(['from', 'to'] as const).map((end) => (
          <StaffField key={end} id={`audit-${end}`} name={end} label={t(`staff.audit.${end}`)}>
            {(props) => <input {...props} type="date" defaultValue={typed[end] ?? ''} />}
          </StaffField>
        ))}
        <div className="staff-actions">
          <button type="submit">{t('staff.filters.apply')}</button>
          <a href={staffHref('staff-audit', lang)}>{t('staff.filters.clear')}</a>
        </div>
      </StaffFormScope>
    </form>
  )
}
