import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { pageArt } from '../content/page-art.ts'
import { matchScreen } from '../routing/paths.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { CallCard, type CallCardData } from './call-card.tsx'
import { DateModified } from './date-modified.tsx'
import { HelpCard } from './help-card.tsx'
import { OnThisPage, withSectionIds } from './on-this-page.tsx'
import { Prose } from './prose.tsx'

/**
 * A content screen: where it sits (breadcrumbs, on deep pages), its heading,
 * the number to call when the page is a program's (before anything else, so it
 * is on a phone's first screen), its Markdown body at a readable measure with the list of its sections beside
 * it when it is long, anything the route adds, and the date modified. The drawing of its part of the site sits
 * beside the heading on wide screens; the side column ends with who to ask about the products.
 */
/** Screens that are themselves where the help card would send the reader. */
const answersHelp = new Set(['medical-information', 'contact', 'side-effect'])

export function PageArticle({
  title,
  html,
  dateModified,
  call,
  children,
}: {
  title: string
  html: string
  dateModified: string
  call?: CallCardData
  children?: ReactNode
}) {
  const body = withSectionIds(html)
  const long = body.headings.length > 0
  const screen = matchScreen(useLocation().pathname)?.screen.name
  const art = screen ? pageArt(screen) : undefined
  const asksHelp = screen !== undefined && !answersHelp.has(screen)
  return (
    <article className={long || asksHelp ? 'page page--with-aside' : 'page'}>
      <div className="page__head">
        <div className="page__heading">
          <Breadcrumbs current={title} />
          <h1 tabIndex={-1}>{title}</h1>
          {call ? <CallCard {...call} /> : null}
        </div>
        {art ? <div className="page__art" data-art={art} aria-hidden="true" /> : null}
      </div>
      {long || asksHelp ? (
        <div className="page__aside">
          <OnThisPage headings={body.headings} />
          {asksHelp ? <HelpCard /> : null}
        </div>
      ) : null}
      <div className="page__body">
        <Prose html={body.html} />
        {children}
      </div>
      <div className="page__foot">
        <DateModified date={dateModified} />
      </div>
    </article>
  )
}
