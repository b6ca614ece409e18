import { notFound } from '../errors/app-error.ts'
import { matchScreen, type ScreenMatch } from '../routing/paths.ts'
import { company } from './company.ts'
import { getPage } from './content.server.ts'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import type { CallCardData } from '../components/call-card.tsx'
import type { Illustration } from './page-art.ts'
import { pageAside } from './page-aside.server.tsx'
import { pageLead } from './page-lead.server.tsx'
import type { Heading } from './section-ids.ts'

export type PageData = {
  screen: string
  title: string
  description: string
  dateModified: string
  /** The page's Markdown as HTML; on an article, its sections only (their headings with ids), the lede being in `lead`. */
  html: string
  /** On an article: its sections, for the list of them ("On this page"); empty on a short page. */
  headings?: Heading[]
  /** On an article: its lede, then its grid of cards, as HTML. */
  lead?: string
  /** The screen's own side card, as HTML, where the help card is not the one its readers need. */
  aside?: string
  /** Getting help is the page's purpose: on a phone its side card comes right after the lede. */
  helpFirst?: true
  noindex: boolean
  /** The number the page leads with (a support program's), with its hours and wording in the page's language. */
  call?: CallCardData
  /** The drawing in the page's band (decorative). */
  illustration?: Illustration
}

/** The screen a request is for; a path the route table does not know is a 404. */
export function requireScreen(url: URL): ScreenMatch {
  const match = matchScreen(url.pathname)
  if (!match) throw notFound('invalid-page', url.pathname + url.search)
  return match
}

/**
 * Screens whose purpose is getting help: on a phone their side card, with its number to call, comes right after the
 * lede, before the long text; on every other page it comes after the text (docs/decisions/0203). The article's markup
 * is in that order (docs/decisions/0207). The help pages with a form (medical information, the side-effect report,
 * contact) are not listed: their card follows the form, whose first question stays on the first screen.
 */
const helpFirst = new Set([
  'products',
  'patient-support-program',
  'patient-support-ruzurgi',
  'patient-support-lysodren',
  'coverage-ruzurgi',
  'coverage-lysodren',
  'hcp-ruzurgi',
  'hcp-lysodren',
  // Its side card is the media contact, which its text no longer repeats: on a phone, right under the lede, before
  // the releases (docs/decisions/0205).
  'press-room',
])

/**
 * Screens whose grid of cards is the page's own content, not pages to read next: a hub's destinations (products,
 * the support programs with their numbers, the professionals' products, who to contact for what), the medical
 * information service's number and the board's members. On a phone their grid stays right under the lede; every
 * other page's grid of related pages follows its text there, so that the text starts on the first screen
 * (layout.css, docs/decisions/0205). On a laptop every grid is under the lede.
 */
const cardsFirst = new Set(['products', 'patient-support-program', 'hcp-area', 'contact', 'medical-information', 'advisory-board'])

/** Screens that show their page's text whole rather than as an article: the landing page, the search, a follow-up link. */
const notArticles = new Set(['home', 'search', 'follow-up'])

/** Loader data for a screen rendered from its Markdown page file. */
export function loadPageData(url: URL): PageData {
  const match = requireScreen(url)
  const page = getPage(match.screen.name, match.lang)
  if (!page) throw notFound('invalid-page', url.pathname + url.search)
  const aside = pageAside(match.screen.name, match.lang)
  return {
    screen: match.screen.name,
    title: page.title,
    description: page.description,
    dateModified: page.dateModified,
    ...(notArticles.has(match.screen.name) ? { html: page.html } : pageLead(page, match.lang, cardsFirst.has(match.screen.name))),
    ...(aside ? { aside } : {}),
    ...(helpFirst.has(match.screen.name) ? { helpFirst: true as const } : {}),
    noindex: 'noindex' in match.screen && match.screen.noindex === true,
    ...(page.illustration ? { illustration: { drawing: page.illustration } } : {}),
    ...(page.call ? { call: { phone: page.call, hours: company.hours.psp[match.lang], copy: screenCopy(match.lang, 'call') } } : {}),
  }
}
