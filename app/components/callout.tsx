import type { ReactNode } from 'react'
import { Info } from './icons/info.tsx'
import { TriangleAlert } from './icons/triangle-alert.tsx'

/** A short message set apart from the text around it: `note` for information, `alert` for safety (side effects). */
export function Callout({ tone = 'note', title, children }: { tone?: 'note' | 'alert'; title: string; children: ReactNode }) {
  const Icon = tone === 'alert' ? TriangleAlert : Info
  return (
    <aside className={`callout callout--${tone}`} aria-label={title}>
      <Icon className="icon callout__icon" />
      <div>
        <p className="callout__title">{title}</p>
        {children}
      </div>
    </aside>
  )
}
