import { useT } from '../i18n/messages.ts'
import type { Heading } from '../content/section-ids.ts'

export { withSectionIds, type Heading } from '../content/section-ids.ts'

/** "On this page": links to the sections of a long page. */
export function OnThisPage({ headings }: { headings: Heading[] }) {
  const t = useT()
  if (headings.length === 0) return null
  return (
    <nav aria-labelledby="on-this-page" className="on-this-page">
      <h2 id="on-this-page" className="on-this-page__title">
        {t('toc.label')}
      </h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
