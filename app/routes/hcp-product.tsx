import type { ReactNode } from 'react'
import { PageArticle } from '../components/page-article.tsx'
import { AreaBand } from '../hcp/area-band.tsx'
import { SafetyInformation } from '../hcp/safety-information.tsx'
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
 * monograph with the safety information that must go with it, the monograph
 * itself, then how to order and how to report an adverse reaction (fragments
 * shared by every product).
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
      contraindications: product.safety.contraindications[lang],
      warnings: product.safety.warnings[lang],
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
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
  return (
    <>
      <AreaBand label={t('hcp.band')} text={t('hcp.band.text')} />
      <PageArticle page={loaderData}>
        <h2>{t('hcp.facts.heading')}</h2>
        <dl className="hcp-facts" data-testid="hcp-facts">
          {fact(
            t('hcp.facts.brandName'),
            <>
              <sup>Pr</sup>
              {facts.brandName}
            </>,
          )}
          {fact(t('hcp.facts.properName'), facts.properName)}
          {fact(t('hcp.facts.din'), facts.din)}
          {fact(t('hcp.facts.dosageForm'), `${facts.dosageForm}, ${facts.strengths}`)}
          {fact(t('hcp.facts.therapeuticClass'), facts.therapeuticClass)}
          {fact(t('hcp.facts.monographDate'), <time dateTime={facts.monographIso}>{facts.monographDate}</time>)}
        </dl>
        <h2>{t('hcp.indication.heading')}</h2>
        <figure className="hcp-indication">
          <blockquote>
            <p data-testid="hcp-indication">{facts.indication}</p>
          </blockquote>
          <figcaption>{t('hcp.indication.source', { date: facts.monographDate })}</figcaption>
        </figure>
        <SafetyInformation
          labels={{
            heading: t('hcp.safety.heading'),
            contraindications: t('hcp.safety.contraindications'),
            warnings: t('hcp.safety.warnings'),
            consult: t('hcp.safety.consult'),
          }}
          contraindications={facts.contraindications}
          warnings={facts.warnings}
        />
        <h2>{t('hcp.monograph.heading')}</h2>
        <p className="prose">{t('hcp.monograph.text', { date: facts.monographDate })}</p>
        <p className="prose">
          <a href={facts.dpdUrl} rel="noopener noreferrer" className="external">
            {t('hcp.dpdLink', { brand: facts.brandName })}
          </a>
        </p>
        <Prose html={loaderData.ordering} />
        <Prose html={loaderData.adverseReactions} />
      </PageArticle>
    </>
  )
}
