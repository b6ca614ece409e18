import { Link } from 'react-router'

export type PressListItem = { id: string; title: string; summary: string; published: string; publishedText: string; path: string }

/** `empty` is what the list says when it has nothing to show, in the page's language. */
export function PressList({ items, empty, headingLevel = 'h2' }: { items: PressListItem[]; empty: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  if (items.length === 0) return <p>{empty}</p>
  return (
    <ul className="press-list">
      {items.map((item) => (
        <li key={item.id} className="press-list__item">
          <Heading className="press-list__title">
            <Link to={item.path}>{item.title}</Link>
          </Heading>
          <p className="press-list__date">
            <time dateTime={item.published}>{item.publishedText}</time>
          </p>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  )
}
