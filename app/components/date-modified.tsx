import { useT } from '../i18n/messages.ts'

/** "Date modified: 2026-11-01", as Canada.ca shows at the foot of every page. */
export function DateModified({ date }: { date: string }) {
  const t = useT()
  return (
    <dl className="date-modified">
      <dt>{t('page.dateModified')}</dt>
      <dd>
        <time dateTime={date}>{date}</time>
      </dd>
    </dl>
  )
}
