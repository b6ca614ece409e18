import { useId, useState } from 'react'
import { HTML_IN_PAGE } from '../content/html-in-page.ts'

/**
 * Renders HTML that the build produced from the repository's own Markdown (links already checked). Given
 * `HTML_IN_PAGE`, the browser's first render takes the HTML from the server's markup, found by the id React gives
 * both renders alike; data fetched later (another page, a revalidation) carries the HTML itself.
 */
export function Prose({ html, className = 'prose' }: { html: string; className?: string }) {
  const id = useId()
  const [inPage] = useState(() =>
    html === HTML_IN_PAGE && typeof document !== 'undefined' ? (document.getElementById(id)?.innerHTML ?? '') : '',
  )
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html === HTML_IN_PAGE ? inPage : html }} />
}
