import { Link } from '../lib/route-loading/links.tsx'
import { Card } from './card.tsx'
import type { PressListItem } from './press-list.tsx'

/** A press release as a card: date, title (the link), summary. */
export function PressCard({ item }: { item: PressListItem }) {
  return (
    <Card
      className="press-card"
      eyebrow={<time dateTime={item.published}>{item.publishedText}</time>}
      heading={
        <Link to={item.path} prefetch="intent">
          {item.title}
        </Link>
      }
    >
      <p>{item.summary}</p>
    </Card>
  )
}
