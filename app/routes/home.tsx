import { canadaVigilanceUrls } from '../content/canada-vigilance.ts'
import { Newspaper } from '../components/icons/newspaper.tsx'
import { Pill } from '../components/icons/pill.tsx'
import { Stethoscope } from '../components/icons/stethoscope.tsx'
import { TriangleAlert } from '../components/icons/triangle-alert.tsx'
import { AudienceTile } from '../components/audience-tile.tsx'
import { Callout } from '../components/callout.tsx'
import { DateModified } from '../components/date-modified.tsx'
import { Hero } from '../components/hero.tsx'
import homeStylesheet from '../styles/home.css?url'
import { PhoneLink } from '../components/phone-link.tsx'
import { PressCard } from '../components/press-card.tsx'
import { ProductCard } from '../components/product-card.tsx'
import { Prose } from '../components/prose.tsx'
import { Section } from '../components/section.tsx'
import { SectionHead } from '../components/section-head.tsx'
import { company } from '../content/company.ts'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { currentPressItems } from '../content/press-list.server.ts'
import { products } from '../content/products.ts'
import { makeTranslator, useLang } from '../i18n/messages.ts'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import { href } from '../routing/paths.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/home'

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  return {
    ...loadPageData(url),
    copy: screenCopy(lang, 'home'),
    latest: currentPressItems(lang)
      .slice(0, 3)
      .map(({ summary: _summary, ...item }) => item),
  }
}

export const meta: Route.MetaFunction = routeMeta

/**
 * The front door: who we are in one sentence (the page's description), then
 * one door per audience, the products, the latest news and the company.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang()
  const t = makeTranslator(loaderData.copy)
  return (
    <div className="landing">
      {/* The home page's own rules, not in every page's stylesheet; `precedence` puts the link in <head>, after it. */}
      <link rel="stylesheet" href={homeStylesheet} precedence="default" />
      <Hero title={loaderData.title} lead={loaderData.description} />

      <Section labelledBy="doors" className="doors">
        <h2 id="doors" className="visually-hidden">
          {t('home.doorsHeading')}
        </h2>
        <ul className="doors__grid" data-testid="audience-doors">
          <AudienceTile icon={Pill} title={t('home.patients.title')} to={href('patient-support-program', lang)}>
            <p>{t('home.patients.text')}</p>
            <ul className="doors__phones">
              {products.map((product) => (
                <li key={product.id}>
                  <span className="doors__brand">{product.brandName}</span> <PhoneLink phone={product.supportPhone} />
                </li>
              ))}
            </ul>
          </AudienceTile>
          <AudienceTile icon={Stethoscope} title={t('home.hcp.title')} to={href('hcp-area', lang)}>
            <p>{t('home.hcp.text')}</p>
          </AudienceTile>
          <AudienceTile icon={TriangleAlert} title={t('home.sideEffect.title')} to={href('side-effect', lang)} tone="alert">
            <p>
              {t('home.sideEffect.call')} <PhoneLink phone="medicalInformation" />
            </p>
            <p>
              <a href={canadaVigilanceUrls[lang]}>{t('home.sideEffect.vigilance')}</a>
            </p>
          </AudienceTile>
          <AudienceTile icon={Newspaper} title={t('home.media.title')} to={href('press-room', lang)}>
            <p>
              {t('home.media.text')} <a href={`mailto:${company.emails.media}`}>{company.emails.media}</a>
            </p>
          </AudienceTile>
        </ul>
      </Section>

      <Section labelledBy="products" band="surface">
        <SectionHead id="products" title={t('home.products.heading')} to={href('products', lang)} more={t('home.products.allLink')} />
        <ul className="card-grid card-grid--2">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} t={t} />
          ))}
        </ul>
      </Section>

      {loaderData.latest.length > 0 && (
        <Section labelledBy="latest-news">
          <SectionHead id="latest-news" title={t('home.news.heading')} to={href('press-room', lang)} more={t('home.news.allLink')} />
          <ul className="card-grid card-grid--3">
            {loaderData.latest.map((item) => (
              <PressCard key={item.id} item={item} />
            ))}
          </ul>
        </Section>
      )}

      <Section band="surface" className="home-company">
        <div className="home-company__grid">
          <Prose html={loaderData.html} className="prose home-company__text" />
          <Callout title={t('home.note.title')}>
            <p>{t('home.note.text')}</p>
          </Callout>
        </div>
        <DateModified date={loaderData.dateModified} />
      </Section>
    </div>
  )
}
