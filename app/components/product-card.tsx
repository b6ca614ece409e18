import { Link } from 'react-router'
import { ArrowRight } from './icons/arrow-right.tsx'
import type { Product } from '../content/products.ts'
import { useLang, type Translate } from '../i18n/messages.ts'
import type { CopyOf } from '../i18n/screen-copy.server.ts'
import { href } from '../routing/paths.ts'
import type { ScreenName } from '../routing/route-table.ts'
import { Card } from './card.tsx'
import { PhoneLink } from './phone-link.tsx'

/** Each product's patient support screen in the route table. */
const supportScreen = { ruzurgi: 'patient-support-ruzurgi', lysodren: 'patient-support-lysodren' } as const satisfies Record<
  Product['id'],
  ScreenName
>

/** A product's name as its card sets it: the brand large, the proper name after it. */
export function ProductName({ product }: { product: Product }) {
  return (
    <>
      <span className="product-card__brand">{product.brandName}</span> <span className="product-card__proper">({product.properName})</span>
    </>
  )
}

/**
 * A product as the public may see it (Food and Drug Regulations, C.01.044):
 * brand name, proper name and the support line; never what it treats.
 */
export function ProductCard({ product, t }: { product: Product; t: Translate<keyof CopyOf<'home'>> }) {
  const lang = useLang()
  return (
    <Card
      className="product-card"
      heading={<ProductName product={product} />}
      footer={
        <Link to={href(supportScreen[product.id], lang)} className="card__link">
          {t('home.products.supportLink', { brand: product.brandName })}
          <ArrowRight className="icon" />
        </Link>
      }
    >
      <p>
        {t('home.products.prescribed', { brand: product.brandName })}{' '}
        <PhoneLink phone={product.supportPhone} className="phone-link--large" />
      </p>
    </Card>
  )
}
