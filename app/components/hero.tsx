import type { ReactNode } from 'react'
import heroStylesheet from '../styles/hero.css?url'

/** The opening band of a landing page: its one heading and one sentence, on the brand's deep colour. */
export function Hero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="hero p-inverse">
      <link rel="stylesheet" href={heroStylesheet} precedence="default" />
      <div className="hero__inner">
        <h1 tabIndex={-1} className="hero__title">
          {title}
        </h1>
        <p className="hero__lead">{lead}</p>
        {children}
      </div>
    </header>
  )
}
