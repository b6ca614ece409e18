export type Heading = { id: string; text: string }

/** A page this long gets a list of its sections. */
const MIN_SECTIONS = 4

/** The text of a fragment of the Markdown's HTML: tags dropped, the entities marked writes decoded. */
export const htmlText = (html: string) =>
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

/**
 * Gives each second-level heading of the page's HTML an id to link to, and lists them: for the page's list
 * of its sections, only when it has at least four; for the site search (`all`), every one, so that a result
 * links to the section that matched by the id the page gives it.
 */
export function withSectionIds(html: string, all = false): { html: string; headings: Heading[] } {
  const headings: Heading[] = []
  const used = new Set<string>()
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const text = htmlText(inner).trim()
    let id = slug(text)
    for (let n = 2; used.has(id); n++) id = `${slug(text)}-${n}`
    used.add(id)
    headings.push({ id, text })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html: out, headings: all || headings.length >= MIN_SECTIONS ? headings : [] }
}

/** The listed sections that one part of a page holds (a form page's text before its form), when they are enough to list. */
export function headingsWithin(html: string, headings: readonly Heading[]): Heading[] {
  const within = headings.filter(({ id }) => html.includes(`<h2 id="${id}">`))
  return within.length >= MIN_SECTIONS ? within : []
}
