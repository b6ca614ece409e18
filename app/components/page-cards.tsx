import type { RenderedCard } from '../content/content.server.ts'
import { products } from '../content/products.ts'
import type { cardIcons } from '../content/schemas.ts'
import type { Lang } from '../routing/route-table.ts'
import { href } from '../routing/paths.ts'
import { Card } from './card.tsx'
import { ArrowRight } from './icons/arrow-right.tsx'
import { Info } from './icons/info.tsx'
import { Mail } from './icons/mail.tsx'
import { MapPin } from './icons/map-pin.tsx'
import { Newspaper } from './icons/newspaper.tsx'
import { Phone } from './icons/phone.tsx'
import { Pill } from './icons/pill.tsx'
import { Stethoscope } from './icons/stethoscope.tsx'
import type { Icon } from './icons/svg.tsx'
import { TriangleAlert } from './icons/triangle-alert.tsx'
import { ProductName } from './product-card.tsx'

const icons = {
  newspaper: Newspaper,
  pill: Pill,
  stethoscope: Stethoscope,
  'triangle-alert': TriangleAlert,
  mail: Mail,
  phone: Phone,
  info: Info,
  'map-pin': MapPin,
} as const satisfies Record<(typeof cardIcons)[number], Icon>

/**
 * A page's grid of cards (front matter `cards`), in the cards and icon circle the home page uses. Rendered once on
 * the server into the page's HTML (app/content/page-lead.server.tsx), outside any router: its links are plain ones,
 * which the site makes client-side like those of the text, and its numbers are the text's, so the grid costs no
 * script. `first` marks a grid that is the page's own content (a hub's destinations, the board's members): it stays
 * under the lede on a phone, where a grid of related pages follows the text (layout.css, docs/decisions/0205).
 */
export function PageCards({ heading, items, lang, first }: { heading: string; items: RenderedCard[]; lang: Lang; first?: boolean }) {
  return (
    <div className={first ? 'page-cards page-cards--first' : 'page-cards'}>
      <h2 className="on-this-page__title">{heading}</h2>
      <ul className="card-grid card-grid--2">
        {items.map((card) => {
          const product = products.find((p) => p.id === card.product)
          const CardIcon = card.icon ? icons[card.icon] : undefined
          const name = product ? <ProductName product={product} /> : card.title
          return (
            <Card
              key={card.product ?? card.title}
              className={product ? 'product-card' : undefined}
              eyebrow={
                CardIcon ? (
                  <span className="audience-tile__icon">
                    <CardIcon className="icon" />
                  </span>
                ) : undefined
              }
              heading={card.link ? <a href={href(card.link, lang)}>{name}</a> : name}
              footer={
                card.more ? (
                  <ul className="card-grid">
                    {card.more.map((more) => (
                      <li key={more.link}>
                        {/* A link of the text's kind, its arrow the site's icon held to the last word: it wraps as words do. */}
                        <a href={href(more.link, lang)}>
                          {more.text}
                          {'\u00a0'}
                          <ArrowRight className="icon" />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : undefined
              }
            >
              <p dangerouslySetInnerHTML={{ __html: card.html }} />
              {card.phoneHtml ? <p className="help-card__phone" dangerouslySetInnerHTML={{ __html: card.phoneHtml }} /> : null}
            </Card>
          )
        })}
      </ul>
    </div>
  )
}
