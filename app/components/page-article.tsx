import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { Illustration } from '../content/page-art.ts'
import { PageArt } from './page-art.tsx'
import { matchScreen } from '../routing/paths.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { CallCard, type CallCardData } from './call-card.tsx'
import { ContactCard } from './contact-card.tsx'
import { DateModified } from './date-modified.tsx'
import { HelpCard } from './help-card.tsx'
import { OnThisPage, type Heading } from './on-this-page.tsx'
import { Prose } from './prose.tsx'

/**
 * A content screen: where it sits (breadcrumbs, on deep pages), its heading,
 * the number to call when the page is a program's (before anything else, so it
 * is on a phone's first screen), its lede and the grid of its key destinations (before the list of its sections
 * on a phone), its sections at a readable measure with that list beside them when the page is long, anything the
 * route adds, and the date modified. The drawing its front matter names sits
 * beside the heading (small on a phone, so the text still starts on the first screen), named by its text when it
 * has one and hidden from assistive technology when it only decorates; the side column ends with who to ask about
 * the products, unless the page is itself that help; a page whose readers need another contact (the press pages'
 * media contact, the side-effect report's numbers) gives its own card, rendered on the server, in place of it.
 */
/**
 * Screens whose side column would only repeat what the page or the site's footer says: the medical information
 * service and the side-effect report are themselves where the help card would send the reader (the report keeps its
 * own card, the numbers to report by), and the careers page's reader needs the address and the main line the footer
 * gives. The company's address and numbers are said once, in the footer (docs/decisions/0207).
 */
const noSideCard = new Set(['medical-information', 'side-effect', 'careers'])

/**
 * Screens whose side column gives the company's address and numbers, not the help card's "Questions about our
 * products?": a disease's page for which the company sells no product. The contact page is itself the company's
 * address and numbers: its own card gives them all, once (app/content/page-aside.server.tsx).
 */
const contactScreens = new Set(['multiple-sclerosis'])

/**
 * What a page's loader gives its article: heading, Markdown body as HTML with its sections' ids and their list, date
 * modified, and its optional call and drawing.
 */
export type PageArticleData = {
  title: string
  html: string
  /** The sections "On this page" lists (none on a short page). */
  headings?: Heading[]
  /** The lede and the grid of cards, before "On this page" on a phone and above the sections on a laptop. */
  lead?: string
  /** The screen's own side card, as HTML: it replaces the help card, and comes before the company's contact card. */
  aside?: string
  /** Getting help is the page's purpose: on a phone the side card follows the lede rather than the text. */
  helpFirst?: true
  dateModified: string
  call?: CallCardData
  illustration?: Illustration
}

export function PageArticle({ page, children }: { page: PageArticleData; children?: ReactNode }) {
  const { title, html, headings = [], lead, aside, helpFirst, dateModified, call, illustration } = page
  const screen = matchScreen(useLocation().pathname)?.screen.name ?? ''
  const card = contactScreens.has(screen) ? <ContactCard /> : aside || noSideCard.has(screen) ? null : <HelpCard />
  // The markup is in a phone's order, which Tab and a screen reader follow: the side cards after the text, or right
  // after the lede where getting help is the page's purpose. A laptop draws them in the right-hand column by grid
  // placement (layout.css, docs/decisions/0207).
  const side =
    aside || card ? (
      <div className="page__aside">
        {aside ? <Prose html={aside} className="contact-card" /> : null}
        {card}
      </div>
    ) : null
  return (
    <article className={helpFirst ? 'page page--with-aside page--help-first' : 'page page--with-aside'}>
      <div className="page__head">
        <div className="page__heading">
          <Breadcrumbs current={title} />
          <h1 tabIndex={-1}>{title}</h1>
          {call ? <CallCard {...call} /> : null}
        </div>
        {illustration ? <PageArt {...illustration} /> : null}
      </div>
      {lead ? <Prose html={lead} className="page__lead" /> : null}
      {helpFirst ? side : null}
      <OnThisPage headings={headings} />
      <div className="page__body">
        <Prose html={html} />
        {children}
      </div>
      {helpFirst ? null : side}
      <div className="page__foot">
        <DateModified date={dateModified} />
      </div>
    </article>
  )
}
