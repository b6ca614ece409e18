import type { ReactNode } from 'react'
import { DateModified } from './date-modified.tsx'
import { Prose } from './prose.tsx'

/** A content screen: its heading, its Markdown body, anything the route adds, and the date modified. */
export function PageArticle({ title, html, dateModified, children }: { title: string; html: string; dateModified: string; children?: ReactNode }) {
  return (
    <article className="page">
      <h1 tabIndex={-1}>{title}</h1>
      <Prose html={html} />
      {children}
      <DateModified date={dateModified} />
    </article>
  )
}
