import { useT } from '../i18n/messages.ts'
import { sectionIds, type Heading } from '../content/section-ids.ts'

export type { Heading }

/** A page this long gets a list of its sections. */
const MIN_SECTIONS = 4

/** Gives each second-level heading of the page's HTML an id to link to, and lists them. */
export function withSectionIds(html: string): { html: string; headings: Heading[] } {
  const body = sectionIds(html)
  return { html: body.html, headings: body.headings.length >= MIN_SECTIONS ? body.headings : [] }
}

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
