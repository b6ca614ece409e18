import type { Lang } from '../../routing/route-table.ts'
import type { CaseSummary } from '../domain/services.ts'
import { staffTranslator } from '../messages/index.ts'

/** The flags in the order they are read, the adverse-event ones marked urgent. */
const shownFlags = [
  { key: 'adverseEvent', label: 'staff.flag.adverseEvent', urgent: true },
  { key: 'seriousAdverseEvent', label: 'staff.flag.serious', urgent: true },
  { key: 'qualityProblem', label: 'staff.flag.qualityProblem', urgent: false },
  { key: 'suspectedSpam', label: 'staff.flag.suspectedSpam', urgent: false },
] as const

/** A case's flags as words: adverse event (serious or not), quality complaint, suspected spam. */
export function CaseFlags({
  summary,
  lang,
}: {
  summary: Pick<CaseSummary, 'adverseEvent' | 'seriousAdverseEvent' | 'qualityProblem' | 'suspectedSpam'>
  lang: Lang
}) {
  const t = staffTranslator(lang)
  const flags = shownFlags.filter(({ key }) => summary[key])
  if (flags.length === 0) return <>{t('staff.flag.none')}</>
  return (
    <>
      {flags.map(({ key, label, urgent }) => (
        <span key={key} className={urgent ? 'staff-flag staff-flag--urgent' : 'staff-flag'}>
          {t(label)}
        </span>
      ))}
    </>
  )
}
