import { Link } from 'react-router'
import { useT } from '../i18n/messages.ts'

export type PressListItem = { id: string; title: string; summary: string; published: string; publishedText: string; path: string }

export function PressList({ items, headingLevel = 'h2' }: { items: PressListItem[]; headingLevel?: 'h2' | 'h3' }) {
  const t = useT()
  const Heading = headingLevel
  if (items.length === 0) return <p>{t('press.empty')}</p>
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
