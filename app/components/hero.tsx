import type { ReactNode } from 'react'

/** The opening band of a landing page: its one heading and one sentence, on the brand's deep colour (styled by the home page's stylesheet). */
export function Hero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="hero p-inverse">
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
