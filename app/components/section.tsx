import type { ReactNode } from 'react'

/**
 * The page grid. Landing sections use the page's full width (`wide`); running
 * text keeps a readable measure (`prose`, about 68 characters). A `band`
 * stretches its background edge to edge while the content stays on the grid.
 */
export function Section({
  width = 'wide',
  band,
  labelledBy,
  className,
  children,
}: {
  width?: 'wide' | 'prose'
  band?: 'surface' | 'inverse'
  labelledBy?: string
  className?: string
  children: ReactNode
}) {
  const classes = ['section', `section--${width}`, band && `band band--${band}`, band === 'inverse' && 'p-inverse', className]
    .filter(Boolean)
    .join(' ')
  return (
    <section className={classes} aria-labelledby={labelledBy}>
      <div className="section__inner">{children}</div>
    </section>
  )
}
