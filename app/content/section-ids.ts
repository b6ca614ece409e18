export type Heading = { id: string; text: string }

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
 * Gives each second-level heading of a page's HTML an id to link to. Shared by the page (the list of its
 * sections) and the site search (a result links to the section that matched), so both name a section alike.
 */
export function sectionIds(html: string): { html: string; headings: Heading[] } {
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
  return { html: out, headings }
}
