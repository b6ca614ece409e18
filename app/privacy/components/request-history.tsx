import type { Lang } from '../../routing/route-table.ts'
import { formatStaffTime } from '../../staff/format.ts'
import { answerLabel } from '../correctable-fields.ts'
import { privacyTranslator } from '../messages/index.ts'
import type { RequestAction } from '../request.ts'

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : String((item as { reference?: unknown }).reference))) : []
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** What each tool did on the request, in order, in the page's language: by references and fields, never a value. */
export function RequestHistory({ actions, lang }: { actions: readonly RequestAction[]; lang: Lang }) {
  const t = privacyTranslator(lang)
  const describe = ({ action, details }: RequestAction): string => {
    if (action === 'find')
      return details.purpose === 'erasure'
        ? t('staff.privacy.action.findForErasure')
        : t('staff.privacy.action.find', { count: list(details.references).length })
    if (action === 'export') return t('staff.privacy.action.export', { format: text(details.format).toUpperCase() })
    if (action === 'correct')
      return t('staff.privacy.action.correct', {
        field: answerLabel(text(details.form), text(details.field), lang),
        submission: text(details.submission),
      })
    const erased = list(details.erased)
    const kept = list(details.refused)
    return [
      erased.length ? t('staff.privacy.action.erase', { erased: erased.join(', ') }) : t('staff.privacy.action.eraseNothing'),
      ...(kept.length ? [t('staff.privacy.action.kept', { kept: kept.join(', ') })] : []),
    ].join(' ')
  }
  if (actions.length === 0) return <p>{t('staff.privacy.request.noHistory')}</p>
  return (
    <ol className="privacy-history">
      {actions.map((entry, index) => (
        <li key={index} data-action={entry.action}>
          <time dateTime={entry.at}>{formatStaffTime(entry.at, lang)}</time> – {entry.actor} – {describe(entry)}
        </li>
      ))}
    </ol>
  )
}
