import { Link, useLocation } from 'react-router'
import { isNotFoundData, type AppError } from '../errors/app-error.ts'
import { localeTag } from '../i18n/locales.ts'
import { translator } from '../i18n/messages.ts'
import { href, langOfPath } from '../routing/paths.ts'
import { languages, type Lang, type ScreenName } from '../routing/route-table.ts'
import { company } from '../content/company.ts'
import type { PageArt } from '../content/page-art.ts'
import { HelpCard } from './help-card.tsx'
import { ArrowRight } from './icons/arrow-right.tsx'
import { SiteSearch } from './site-search.tsx'
import { errorScreenMessages } from './error-screen-messages.ts'
import errorStylesheet from '../styles/error-screen.css?url'

/** Statuses with words of their own; any other is "Error 418" and gets the generic help. */
const statusTexts = {
  400: { title: 'error.badRequest.title', help: 'error.badRequest.help' },
  403: { title: 'error.forbidden.title', help: 'error.forbidden.help' },
  404: { title: 'error.notFound.title', help: 'error.notFound.help' },
  405: { title: 'error.methodNotAllowed.title', help: 'error.methodNotAllowed.help' },
  413: { title: 'error.tooLarge.title', help: 'error.tooLarge.help' },
  414: { title: 'error.uriTooLong.title', help: 'error.uriTooLong.help' },
  // Request headers too large: what the visitor can do is the same as for too much data sent.
  431: { title: 'error.tooLarge.title', help: 'error.tooLarge.help' },
  415: { title: 'error.unsupportedType.title', help: 'error.unsupportedType.help' },
  500: { title: 'error.server.title', help: 'error.server.help' },
} as const

const textsOf = (statusCode: number) => statusTexts[statusCode as keyof typeof statusTexts]

export function errorTitle(statusCode: number, lang: Lang): string {
  const t = errorScreenMessages.translator(lang)
  const texts = textsOf(statusCode)
  return texts ? t(texts.title) : t('error.status', { status: statusCode })
}

/** What went wrong and the way home, under the screen's title. */
function ErrorText({ error, lang }: { error: AppError; lang: Lang }) {
  const t = errorScreenMessages.translator(lang)
  if (error.statusCode === 404) {
    const fullPath = isNotFoundData(error.data) ? error.data.fullPath : ''
    const message = isNotFoundData(error.data) && error.data.kind === 'invalid-page' ? 'error.notFound.invalid' : 'error.notFound.noRoute'
    return (
      <>
        <p className="error-screen__message">{t(message, { path: fullPath })}</p>
        <p>{t('error.notFound.help')}</p>
      </>
    )
  }
  return (
    <>
      <p>{t(textsOf(error.statusCode)?.help ?? 'error.server.help')}</p>
      <p>
        <Link to={href('home', lang)}>{t('error.home')}</Link>
      </p>
    </>
  )
}

/** Where a visitor who missed their page most likely meant to go: the home page's doors, then the rest of the menu. */
const doors = [
  ['patient-support-program', 'nav.patientSupport'],
  ['hcp-area', 'nav.hcp'],
  ['side-effect', 'help.report'],
  ['press-room', 'nav.pressRoom'],
  ['medical-information', 'nav.medicalInformation'],
  ['contact', 'nav.contact'],
] as const satisfies readonly (readonly [ScreenName, string])[]

/**
 * A missed page's side card, in place of the help card about the products: what a visitor who missed a page needs,
 * the site's search and the way home (after the text, before the doors, on a phone).
 */
function WayCard({ lang }: { lang: Lang }) {
  const own = errorScreenMessages.translator(lang)
  return (
    <aside className="help-card error-screen__way" aria-labelledby="error-way-title">
      <h2 id="error-way-title" className="help-card__title">
        {own('error.way.title')}
      </h2>
      <div className="error-screen__search">
        <SiteSearch />
      </div>
      <p>
        <Link to={href('home', lang)}>{own('error.home')}</Link>
      </p>
    </aside>
  )
}

/** A missed page's way on: the site's doors, as a grid of links. */
function WayOn({ lang }: { lang: Lang }) {
  const t = translator(lang)
  const own = errorScreenMessages.translator(lang)
  return (
    <>
      <nav className="error-screen__doors" aria-labelledby="error-doors-title">
        <h2 id="error-doors-title">{own('error.doors.title')}</h2>
        <ul>
          {doors.map(([screen, label]) => (
            <li key={screen}>
              <Link to={href(screen, lang)}>
                {t(label)}
                <ArrowRight className="icon" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}

/**
 * The error screen in the language of the path, laid out as a content page (its band, the help card beside it,
 * or for a missed page the search and the way home, and the site's doors); in both languages when the path has
 * none (a mistyped `/abc` could come from anyone).
 */
export function ErrorScreen({ error }: { error: AppError }) {
  const lang = langOfPath(useLocation().pathname)
  // A React stylesheet resource: written into the head of an error document, awaited before a screen shown later.
  const stylesheet = <link rel="stylesheet" href={errorStylesheet} precedence="default" />
  if (lang) {
    return (
      <article className="error-screen page page--with-aside" data-status={error.statusCode}>
        {stylesheet}
        <div className="page__head">
          <div className="page__heading">
            <h1 tabIndex={-1}>{errorTitle(error.statusCode, lang)}</h1>
          </div>
          <div className="page__art" data-art={'wayfinding' satisfies PageArt} aria-hidden="true" />
        </div>
        <div className="page__body">
          <ErrorText error={error} lang={lang} />
        </div>
        {/* In a phone's order, which Tab follows: what went wrong, the card, then a missed page's doors (in the
            text's column on a laptop, docs/decisions/0207). */}
        <div className="page__aside">{error.statusCode === 404 ? <WayCard lang={lang} /> : <HelpCard />}</div>
        {error.statusCode === 404 ? (
          <div className="page__foot">
            <WayOn lang={lang} />
          </div>
        ) : null}
      </article>
    )
  }
  return (
    <div className="error-screen error-screen--bilingual" data-status={error.statusCode}>
      {stylesheet}
      <section lang={localeTag('en')}>
        <h1 tabIndex={-1}>{errorTitle(error.statusCode, 'en')}</h1>
        <ErrorText error={error} lang="en" />
      </section>
      <section lang={localeTag('fr')}>
        <h2>{errorTitle(error.statusCode, 'fr')}</h2>
        <ErrorText error={error} lang="fr" />
      </section>
    </div>
  )
}

/**
 * A failed page as a whole (the root error boundary's): its title in the language of the path, or in both when it
 * has none, then the company's name as every page's title ends (a tab or a bookmark says whose site it is), kept out
 * of search engines, and the screen.
 */
export function ErrorPage({ error }: { error: AppError }) {
  const lang = langOfPath(useLocation().pathname)
  const title = lang ? errorTitle(error.statusCode, lang) : languages.map((language) => errorTitle(error.statusCode, language)).join(' / ')
  return (
    <>
      <title>{`${title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorScreen error={error} />
    </>
  )
}
