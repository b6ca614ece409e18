import type { ReactNode } from 'react'

/**
 * A landing section on the page's full width. A `band` stretches its background edge to edge while the content
 * stays on the grid.
 */
export function Section({
  band,
  labelledBy,
  className,
  children,
}: {
  band?: 'surface'
  labelledBy?: string
  className?: string
  children: ReactNode
}) {
  const classes = ['section', band && `band band--${band}`, className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={labelledBy}>
      <div className="section__inner">{children}</div>
    </section>
  )
}
