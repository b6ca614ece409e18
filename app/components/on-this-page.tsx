import { useT } from '../i18n/messages.ts'

export type Heading = { id: string; text: string }

/** A page this long gets a list of its sections. */
const MIN_SECTIONS = 4

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, '’')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  )
}

/** Gives each second-level heading of the page's HTML an id to link to, and lists them. */
export function withSectionIds(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = []
  const used = new Set<string>()
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const text = decode(inner).trim()
    let id = slug(text)
    for (let n = 2; used.has(id); n++) id = `${slug(text)}-${n}`
    used.add(id)
    headings.push({ id, text })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html: out, headings: headings.length >= MIN_SECTIONS ? headings : [] }
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
