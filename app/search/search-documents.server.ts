import { generatePath } from 'react-router'
import type { Content } from '../content/content.server.ts'
import { products, type Product } from '../content/products.ts'
import { htmlText, withSectionIds } from '../content/section-ids.ts'
import { areaRoots } from '../routing/hcp-area.ts'
import { screens, type Lang } from '../routing/route-table.ts'

export type SearchHeading = { text: string; id?: string }

/** One page or press release as the site search holds it: what it shows in a result, and what it matches on. */
export type SearchDocument = {
  /** The page's path, also its id in the index. */
  id: string
  kind: 'page' | 'press'
  title: string
  /** A release's own title, when lists show it under another (`listingTitle`): typed whole, it finds the release. */
  ownTitle?: string
  /** The page's description, or the release's summary. */
  summary: string
  /** A release's publication day (YYYY-MM-DD). */
  date?: string
  headings: SearchHeading[]
  /** The headings as one text, for matching. */
  headingText: string
  /** The main content, as text. */
  text: string
  /** The product the page is about (its coverage and patient-support pages): a query naming it lists them first. */
  product?: Product['id']
  /**
   * What the page weighs among equal matches: `main` for the site's main pages (a product's support program and
   * coverage, the products page, the hubs), `page` for the others, `press` for a release, `archived` for an
   * archived release.
   */
  rank: SearchRank
}

export type SearchRank = 'main' | 'page' | 'press' | 'archived'

/** The hub pages: where a visitor looking for a product or for help lands, ranked with the products' own pages. */
const mainScreens: ReadonlySet<string> = new Set(['products', 'patient-support-program', 'rare-diseases'])

type AnyScreen = (typeof screens)[number]
const pathOf = (screen: AnyScreen, lang: Lang) => (screen.paths as Partial<Record<Lang, string>>)[lang]

/**
 * The careers page is kept from search engines while no position is open (0063), but it is the page visitors ask
 * the site's own search for, opening or not: the site search lists it (docs/decisions/0154).
 */
const listedByTheSiteOnly: ReadonlySet<string> = new Set(['careers'])

/**
 * Whether a screen's page is in the site search: the public pages a search engine may list (so no `noindex`
 * screen, the search page itself; no print view) and the careers page, and never the healthcare-professional
 * area, the declaration included: nothing behind it is ever indexed.
 */
export function isSearchable(screen: AnyScreen, lang: Lang): boolean {
  const path = pathOf(screen, lang)
  if (!path) return false
  if ('audience' in screen) return false
  if (path === areaRoots[lang] || path.startsWith(`${areaRoots[lang]}/`)) return false
  if ('noindex' in screen && screen.noindex && !listedByTheSiteOnly.has(screen.name)) return false
  if ('sitemap' in screen && screen.sitemap === false) return false
  return true
}

/** A product's own pages are the screens named after it (`coverage-ruzurgi`, `patient-support-ruzurgi`). */
const productOf = (screen: AnyScreen) => products.find((product) => screen.name.endsWith(`-${product.id}`))?.id

const text = (html: string) =>
  htmlText(html.replace(/<\/(p|li|h\d|td|th|dt|dd)>/g, ' $&'))
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The documents of one language, from the content files (the main content of each page, never the header,
 * footer, print views or feeds). Pages rendered with their list of sections (all but the home page) link
 * each heading to its section; the home page and the releases name their headings as text.
 */
export function searchDocuments(content: Content, lang: Lang): SearchDocument[] {
  const documents: SearchDocument[] = []
  for (const screen of screens) {
    const pattern = pathOf(screen, lang)
    if (!pattern || !isSearchable(screen, lang)) continue
    if ('params' in screen) {
      const archived = screen.params === 'archivedPressId'
      for (const release of content.press.values()) {
        if (release.lang !== lang || release.archived !== archived) continue
        const { headings } = withSectionIds(release.html, true)
        documents.push({
          id: generatePath(pattern, { id: release.id }),
          kind: 'press',
          // Results list pages beside pages that name products: a release is shown as lists show it (0062).
          title: release.listingTitle ?? release.title,
          ...(release.listingTitle ? { ownTitle: release.title } : {}),
          summary: release.listingSummary ?? release.summary,
          date: release.published,
          headings: headings.map((heading) => ({ text: heading.text })),
          headingText: headings.map((heading) => heading.text).join(' '),
          text: text(release.html),
          rank: archived ? 'archived' : 'press',
        })
      }
      continue
    }
    const page = content.pages.get(`${lang}/${screen.name}`)
    if (!page) continue
    const { headings } = withSectionIds(page.html, true)
    const anchored = screen.name !== 'home'
    const product = productOf(screen)
    documents.push({
      id: pattern,
      kind: 'page',
      title: page.title,
      summary: page.description,
      headings: headings.map((heading) => (anchored ? { text: heading.text, id: heading.id } : { text: heading.text })),
      headingText: headings.map((heading) => heading.text).join(' '),
      // The grid of cards under the lede is the page's too: a member of the advisory board is found by name.
      text: [
        page.html,
        page.cards?.heading,
        ...(page.cards?.items ?? []).flatMap((card) => [card.title, card.html, ...(card.more ?? []).map((more) => more.text)]),
      ]
        .filter((part) => part !== undefined)
        .map((part) => text(part))
        .join(' '),
      ...(product ? { product } : {}),
      rank: product || mainScreens.has(screen.name) ? 'main' : 'page',
    })
  }
  return documents
}
