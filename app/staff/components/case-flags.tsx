import type { Lang } from '../../routing/route-table.ts'
import type { CaseSummary } from '../domain/services.ts'
import { staffTranslator } from '../messages/index.ts'

/** A case's flags as words: adverse event (serious or not), quality complaint, suspected spam. */
export function CaseFlags({
  summary,
  lang,
}: {
  summary: Pick<CaseSummary, 'adverseEvent' | 'seriousAdverseEvent' | 'qualityProblem' | 'suspectedSpam'>
  lang: Lang
}) {
  const t = staffTranslator(lang)
  const flags = [
    summary.adverseEvent && (
      <span key="ae" className="staff-flag staff-flag--urgent">
        {t('staff.flag.adverseEvent')}
      </span>
    ),
    summary.seriousAdverseEvent && (
      <span key="serious" className="staff-flag staff-flag--urgent">
        {t('staff.flag.serious')}
      </span>
    ),
    summary.qualityProblem && (
      <span key="quality" className="staff-flag">
        {t('staff.flag.qualityProblem')}
      </span>
    ),
    summary.suspectedSpam && (
      <span key="spam" className="staff-flag">
        {t('staff.flag.suspectedSpam')}
      </span>
    ),
  ].filter(Boolean)
  return flags.length ? <>{flags}</> : <>{t('staff.flag.none')}</>
}
