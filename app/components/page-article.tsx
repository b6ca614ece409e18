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
 * the products, or, on the pages that are themselves the help, with the company's address and numbers; a page whose
 * readers need another contact (the press pages' media contact, the side-effect report's number) gives its own card,
 * rendered on the server: in place of the help card, or before the contact card.
 */
/**
 * Screens whose side column gives the company's address and numbers, not the help card's "Questions about our
 * products?": those that are themselves where the card would send the reader, and a disease's page for which the
 * company sells no product. The contact page is itself the company's address and numbers: its own card gives them
 * all, once (app/content/page-aside.server.tsx).
 */
const answersHelp = new Set(['medical-information', 'side-effect', 'multiple-sclerosis'])

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
  const screen = matchScreen(useLocation().pathname)?.screen.name
  const asksHelp = screen !== undefined && !answersHelp.has(screen)
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
      <div className="page__aside">
        <OnThisPage headings={headings} />
        {aside ? <Prose html={aside} className="contact-card" /> : null}
        {!asksHelp ? <ContactCard /> : aside ? null : <HelpCard />}
      </div>
      <div className="page__body">
        <Prose html={html} />
        {children}
      </div>
      <div className="page__foot">
        <DateModified date={dateModified} />
      </div>
    </article>
  )
}
