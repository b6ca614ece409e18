import type { Lang } from '../../routing/route-table.ts'
import { filterQuery } from '../domain/filter-query.ts'
import { queueViews, type QueueView } from '../domain/queue-views.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { staffTranslator } from '../messages/index.ts'

/** The queue's views, each with how many cases it holds; the one shown is marked as the current page. */
export function QueueViews({ lang, view, counts }: { lang: Lang; view: QueueView | undefined; counts: Record<QueueView, number> }) {
  const t = staffTranslator(lang)
  return (
    <nav aria-label={t('staff.views.heading')} className="staff-views">
      <ul>
        {queueViews.map((name) => (
          <li key={name}>
            <a
              href={staffHref('staff-cases', lang) + filterQuery({ view: name })}
              aria-current={name === view ? 'page' : undefined}
              data-view={name}
              className={name === 'serious' && counts.serious > 0 ? 'staff-view--urgent' : undefined}
            >
              {t(`staff.views.${name}`)} <span className="staff-count">{counts[name]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
