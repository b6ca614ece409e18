import type { Lang } from '../../routing/route-table.ts'
import { dueState } from '../domain/clock.ts'
import { staffTranslator } from '../messages/index.ts'
import { formatStaffDay } from '../format.ts'

/** A due date with where it stands; overdue and due today stand out (class and words, not colour alone). */
export function DueDate({ due, today, met, lang }: { due: string | null; today: string; met: boolean; lang: Lang }) {
  const t = staffTranslator(lang)
  const state = dueState(due, today, met)
  if (!state || !due) return <span className="staff-due">{t('staff.due.none')}</span>
  return (
    <span className={`staff-due staff-due--${state}`} data-due={state}>
      {state === 'overdue' || state === 'due-today' ? <strong>{t(`staff.due.${state}`)}</strong> : t(`staff.due.${state}`)}{' '}
      <time dateTime={due}>{formatStaffDay(due, lang)}</time>
    </span>
  )
}
