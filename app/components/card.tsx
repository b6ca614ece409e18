import type { ReactNode } from 'react'

/** A card in a grid of cards: a heading (usually a link), an optional line above it, and its body. */
export function Card({
  heading,
  eyebrow,
  footer,
  className,
  children,
}: {
  heading: ReactNode
  eyebrow?: ReactNode
  footer?: ReactNode
  className?: string
  children?: ReactNode
}) {
  return (
    <li className={className ? `card ${className}` : 'card'}>
      {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
      <h3 className="card__title">{heading}</h3>
      {children && <div className="card__body">{children}</div>}
      {footer && <div className="card__footer">{footer}</div>}
    </li>
  )
}
