import type { FormKind } from '../../forms/domain/form-kinds.ts'
import type { Lang } from '../../routing/route-table.ts'
import { caseStatuses } from '../domain/case-status.ts'
import type { CaseFilters } from '../domain/filters.ts'
import type { QueueView } from '../domain/queue-views.ts'
import type { TeamMember } from '../domain/services.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { staffTranslator } from '../messages/index.ts'
import { StaffSelect } from './staff-form.tsx'

type Narrowing = 'form' | 'adverseEvent' | 'qualityProblem' | 'suspectedSpam' | 'lang' | 'status' | 'owner' | 'overdue'

/**
 * The filters beside the view, folded away until one is set: most days a view is enough. The owner is chosen from
 * the team, not from whoever owns a case today.
 */
export function QueueFilters({
  lang,
  filters,
  view,
  team,
  forms,
  languages,
}: {
  lang: Lang
  filters: CaseFilters
  view: QueueView
  team: TeamMember[]
  forms: readonly FormKind[]
  languages: readonly Lang[]
}) {
  const t = staffTranslator(lang)
  const yesNo: [string, string][] = [
    ['yes', t('staff.filters.yes')],
    ['no', t('staff.filters.no')],
  ]
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no')
  const choice = (name: Narrowing, label: string, value: string | undefined, options: [string, string][]) => (
    <StaffSelect
      id={`filter-${name}`}
      name={name}
      label={label}
      lang={lang}
      empty={t('staff.filters.any')}
      value={value ?? ''}
      options={options}
    />
  )
  const active = (['form', 'adverseEvent', 'qualityProblem', 'suspectedSpam', 'lang', 'status', 'owner', 'overdue'] as const).some(
    (name) => filters[name] !== undefined,
  )
  return (
    <details className="staff-filters-box" open={active}>
      <summary>{t('staff.filters.heading')}</summary>
      <form method="get" action={staffHref('staff-cases', lang)} className="staff-queue-filters">
        <input type="hidden" name="view" value={view} />
        {choice(
          'form',
          t('staff.field.form'),
          filters.form,
          forms.map((k) => [k, t(`staff.form.${k}`)]),
        )}
        {choice('adverseEvent', t('staff.field.adverseEvent'), flag(filters.adverseEvent), yesNo)}
        {choice('qualityProblem', t('staff.field.qualityProblem'), flag(filters.qualityProblem), yesNo)}
        {choice('suspectedSpam', t('staff.field.suspectedSpam'), flag(filters.suspectedSpam), yesNo)}
        {choice(
          'lang',
          t('staff.field.lang'),
          filters.lang,
          languages.map((l) => [l, t(`staff.lang.${l}`)]),
        )}
        {choice(
          'status',
          t('staff.field.status'),
          filters.status,
          caseStatuses.map((s) => [s, t(`staff.status.${s}`)]),
        )}
        {choice(
          'owner',
          t('staff.field.owner'),
          filters.owner,
          team.map((m) => [m.subject, m.name]),
        )}
        {choice('overdue', t('staff.field.overdue'), flag(filters.overdue), yesNo)}
        <div className="staff-actions">
          <button type="submit">{t('staff.filters.apply')}</button>
          <a href={staffHref('staff-cases', lang) + `?view=${view}`}>{t('staff.filters.clear')}</a>
        </div>
      </form>
    </details>
  )
}
