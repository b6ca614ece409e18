import { renderToStaticMarkup } from 'react-dom/server'
import { PageCards } from '../components/page-cards.tsx'
import type { Lang } from '../routing/route-table.ts'
import type { Page } from './content.server.ts'
import { withSectionIds, type Heading } from './section-ids.ts'

/**
 * A page's lede (its text before the first section heading) apart from its sections, and after the lede its grid of
 * cards, as HTML: the article shows them above the sections beside "On this page" on a laptop; on a phone the lede
 * comes first and the grid after the text, unless the grid is the page's own content (`cardsFirst`). The grid is
 * rendered here, once, with the site's card components: static markup, no script in any page.
 * The sections get their ids and their list here too, so that the browser needs neither the Markdown's HTML to read
 * them from nor the code that does (a page's data leaves out HTML its markup holds: app/content/html-in-page.server.ts).
 */
export function pageLead(page: Pick<Page, 'html' | 'cards'>, lang: Lang, cardsFirst = false): PageLead {
  // The content is loaded once, so each page is split and its grid rendered once: a form page's loader runs again
  // after every post.
  const known = split.get(page)
  if (known) return known
  const made = splitPage(page, lang, cardsFirst)
  split.set(page, made)
  return made
}

export type PageLead = { lead?: string; html: string; headings: Heading[] }

const split = new WeakMap<Pick<Page, 'html' | 'cards'>, PageLead>()

function splitPage(page: Pick<Page, 'html' | 'cards'>, lang: Lang, cardsFirst: boolean): PageLead {
  const cut = page.html.search(/<h2[\s>]/)
  const lede = cut === -1 ? page.html : page.html.slice(0, cut)
  const { html, headings } = withSectionIds(cut === -1 ? '' : page.html.slice(cut))
  const cards = page.cards
    ? renderToStaticMarkup(<PageCards heading={page.cards.heading} items={page.cards.items} lang={lang} first={cardsFirst} />)
    : ''
  const lead = (lede.trim() ? `<div class="prose">${lede}</div>` : '') + cards
  return lead ? { lead, html, headings } : { html, headings }
}
