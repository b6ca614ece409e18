import type { Lang } from '../../routing/route-table.ts'
import { closeReasonText } from '../case-words.ts'
import { dueState, reportClock } from '../domain/clock.ts'
import type { CaseSummary } from '../domain/services.ts'
import { staffTranslator } from '../messages/index.ts'
import { formatStaffDay } from '../format.ts'

/**
 * A due date with where it stands; overdue and due today are a word in a badge, not a colour alone. `urgent` (the
 * report to Health Canada) gives the badge the strong colour, which nothing else wears.
 */
export function DueDate({
  due,
  today,
  met,
  lang,
  urgent = false,
}: {
  due: string | null
  today: string
  met: boolean
  lang: Lang
  urgent?: boolean
}) {
  const t = staffTranslator(lang)
  const state = dueState(due, today, met)
  if (!state || !due) return <span className="staff-due">{t('staff.due.none')}</span>
  return (
    <span className={`staff-due staff-due--${state}${urgent ? ' staff-due--urgent' : ''}`} data-due={state}>
      {state === 'overdue' || state === 'due-today' ? <strong>{t(`staff.due.${state}`)}</strong> : t(`staff.due.${state}`)}{' '}
      <time dateTime={due}>{formatStaffDay(due, lang)}</time>
    </span>
  )
}

/**
 * The report to Health Canada: done only once a transfer is recorded, "closed without transfer" with its reason
 * when the case was closed otherwise, else its due date and where it stands.
 */
export function ReportDue({
  summary,
  today,
  lang,
}: {
  summary: Pick<CaseSummary, 'status' | 'triageDue' | 'reportDue' | 'externalCaseNumber' | 'closure'>
  today: string
  lang: Lang
}) {
  const t = staffTranslator(lang)
  const clock = reportClock(summary, today)
  if (clock.state === 'none') return <span className="staff-due">{t('staff.due.none')}</span>
  if (clock.state === 'closed-without-transfer')
    return (
      <span className="staff-due staff-due--without-transfer" data-due={clock.state}>
        <strong>{t('staff.due.closedWithoutTransfer')}</strong>
        {clock.reason && <> – {closeReasonText(clock.reason, summary.closure?.duplicateOf, t)}</>} ({t('staff.due.upcoming')}{' '}
        <time dateTime={clock.due}>{formatStaffDay(clock.due, lang)}</time>)
      </span>
    )
  return <DueDate due={clock.due} today={today} met={clock.state === 'met'} lang={lang} urgent />
}
