import { Link } from '../lib/route-loading/links.tsx'
import { Card } from './card.tsx'
import type { PressListItem } from './press-list.tsx'

/** What a card shows of a release: the landing page lists three at a glance; the summary is on the release's page. */
export type PressCardItem = Omit<PressListItem, 'summary'>

/** A press release as a card: date and title (the link). */
export function PressCard({ item }: { item: PressCardItem }) {
  return (
    <Card
      className="press-card"
      eyebrow={<time dateTime={item.published}>{item.publishedText}</time>}
      heading={
        <Link to={item.path} prefetch="intent">
          {item.title}
        </Link>
      }
    />
  )
}
