import type { ReactNode } from 'react'
import { Link } from '../lib/route-loading/links.tsx'
import { ArrowRight } from './icons/arrow-right.tsx'
import type { Icon as IconComponent } from './icons/svg.tsx'

/** One door of the home page: who it is for, where it leads, and what they can do right away (call, report). */
export function AudienceTile({
  icon: Icon,
  title,
  to,
  tone = 'default',
  children,
}: {
  icon: IconComponent
  title: string
  to: string
  tone?: 'default' | 'alert'
  children?: ReactNode
}) {
  return (
    <li className={`audience-tile audience-tile--${tone}`}>
      <span className="audience-tile__icon">
        <Icon className="icon" />
      </span>
      <div className="audience-tile__body">
        <h3 className="audience-tile__title">
          <Link to={to} prefetch="intent">
            {title}
            <ArrowRight className="icon audience-tile__arrow" />
          </Link>
        </h3>
        {children}
      </div>
    </li>
  )
}
