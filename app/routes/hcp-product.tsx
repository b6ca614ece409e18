import { PageArticle } from '../components/page-article.tsx'
import { Prose } from '../components/prose.tsx'
import { getFragment } from '../content/content.server.ts'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { dpdUrl, productsWithFacts } from '../content/product-facts.server.ts'
import { notFound } from '../errors/app-error.ts'
import { formatLongDate } from '../i18n/format-date.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import { hcpScreenOf } from '../routing/hcp-area.ts'
import { requireDeclaration } from '../routing/hcp-area.server.ts'
import { href } from '../routing/paths.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/hcp-product'

/**
 * A product's page for healthcare professionals: its facts from
 * app/content/product-facts.server.ts, the indication quoted from the
 * monograph, then how to order and how to report an adverse reaction
 * (fragments shared by every product).
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const { lang, screen } = requireScreen(url)
  requireDeclaration(request, lang)
  const product = productsWithFacts.find((p) => hcpScreenOf(p.id) === screen.name)
  if (!product) throw notFound('invalid-page', url.pathname)
  return {
    ...loadPageData(url),
    copy: screenCopy(lang, 'hcp'),
    areaPath: href('hcp-area', lang),
    facts: {
      brandName: product.brandName,
      properName: product.properName,
      din: product.din,
      dosageForm: product.dosageForm[lang],
      strengths: product.strengths.join(', '),
      therapeuticClass: product.therapeuticClass[lang],
      indication: product.indication[lang],
      monographDate: formatLongDate(product.monographDate, lang),
      monographIso: product.monographDate,
      dpdUrl: dpdUrl(product, lang),
    },
    ordering: getFragment('hcp-ordering', lang) ?? '',
    adverseReactions: getFragment('hcp-adverse-reactions', lang) ?? '',
  }
}

export const meta: Route.MetaFunction = routeMeta

/** Personal to a visitor who declared (X-Robots-Tag comes from the root's robots-noindex middleware). */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' })

export default function HcpProduct({ loaderData }: Route.ComponentProps) {
  const t = makeTranslator(loaderData.copy)
  const { facts } = loaderData
  return (
    <PageArticle title={loaderData.title} html={loaderData.html} dateModified={loaderData.dateModified}>
      <h2>{t('hcp.facts.heading')}</h2>
      <dl className="hcp-facts" data-testid="hcp-facts">
        <dt>{t('hcp.facts.brandName')}</dt>
        <dd>
          <sup>Pr</sup>
          {facts.brandName}
        </dd>
        <dt>{t('hcp.facts.properName')}</dt>
        <dd>{facts.properName}</dd>
        <dt>{t('hcp.facts.din')}</dt>
        <dd>{facts.din}</dd>
        <dt>{t('hcp.facts.dosageForm')}</dt>
        <dd>
          {facts.dosageForm}, {facts.strengths}
        </dd>
        <dt>{t('hcp.facts.therapeuticClass')}</dt>
        <dd>{facts.therapeuticClass}</dd>
        <dt>{t('hcp.facts.monographDate')}</dt>
        <dd>
          <time dateTime={facts.monographIso}>{facts.monographDate}</time>
        </dd>
      </dl>
      <h2>{t('hcp.indication.heading')}</h2>
      <figure className="hcp-indication">
        <blockquote>
          <p data-testid="hcp-indication">{facts.indication}</p>
        </blockquote>
        <figcaption>{t('hcp.indication.source', { date: facts.monographDate })}</figcaption>
      </figure>
      <p className="prose">
        <a href={facts.dpdUrl} rel="noopener noreferrer" className="external">
          {t('hcp.dpdLink', { brand: facts.brandName })}
        </a>
      </p>
      <Prose html={loaderData.ordering} />
      <Prose html={loaderData.adverseReactions} />
    </PageArticle>
  )
}
