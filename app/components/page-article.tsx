import type { ReactNode } from 'react'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { CallCard, type CallCardData } from './call-card.tsx'
import { DateModified } from './date-modified.tsx'
import { OnThisPage, withSectionIds } from './on-this-page.tsx'
import { Prose } from './prose.tsx'

/**
 * A content screen: where it sits (breadcrumbs, on deep pages), its heading,
 * the number to call when the page is a program's (before anything else, so it
 * is on a phone's first screen), its Markdown body at a readable measure with the list of its sections beside
 * it when it is long, anything the route adds, and the date modified.
 */
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
  return (
    <article className={long ? 'page page--with-toc' : 'page'}>
      <div className="page__head">
        <Breadcrumbs current={title} />
        <h1 tabIndex={-1}>{title}</h1>
        {call ? <CallCard {...call} /> : null}
      </div>
      <OnThisPage headings={body.headings} />
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
