import { ArrowRight } from './icons/arrow-right.tsx'
import { Link } from '../lib/route-loading/links.tsx'

/** A landing section's heading with its "see all" link on the same line (wide screens) or under it. */
export function SectionHead({ id, title, to, more }: { id: string; title: string; to: string; more: string }) {
  return (
    <div className="section__head">
      <h2 id={id}>{title}</h2>
      <Link to={to} className="section__more">
        {more}
        <ArrowRight className="icon" />
      </Link>
    </div>
  )
}
