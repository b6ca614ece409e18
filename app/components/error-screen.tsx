import { Link, useLocation } from 'react-router'
import { isNotFoundData, type AppError } from '../errors/app-error.ts'
import { translator, type Translate } from '../i18n/messages.ts'
import { href, langOfPath } from '../routing/paths.ts'
import type { Lang } from '../routing/route-table.ts'

/** Statuses with words of their own; any other is "Error 418" and gets the generic help. */
const statusTexts = {
  400: { title: 'error.badRequest.title', help: 'error.badRequest.help' },
  403: { title: 'error.forbidden.title', help: 'error.forbidden.help' },
  404: { title: 'error.notFound.title', help: 'error.notFound.help' },
  405: { title: 'error.methodNotAllowed.title', help: 'error.methodNotAllowed.help' },
  413: { title: 'error.tooLarge.title', help: 'error.tooLarge.help' },
  414: { title: 'error.uriTooLong.title', help: 'error.uriTooLong.help' },
  415: { title: 'error.unsupportedType.title', help: 'error.unsupportedType.help' },
  500: { title: 'error.server.title', help: 'error.server.help' },
} as const

const textsOf = (statusCode: number) => statusTexts[statusCode as keyof typeof statusTexts]

export function errorTitle(statusCode: number, t: Translate): string {
  const texts = textsOf(statusCode)
  return texts ? t(texts.title) : t('error.status', { status: statusCode })
}

function ErrorText({ error, lang, heading }: { error: AppError; lang: Lang; heading: 'h1' | 'h2' }) {
  const t = translator(lang)
  const Heading = heading
  if (error.statusCode === 404) {
    const fullPath = isNotFoundData(error.data) ? error.data.fullPath : ''
    const message = isNotFoundData(error.data) && error.data.kind === 'invalid-page' ? 'error.notFound.invalid' : 'error.notFound.noRoute'
    return (
      <>
        <Heading tabIndex={-1}>{errorTitle(error.statusCode, t)}</Heading>
        <p className="error-screen__message">{t(message, { path: fullPath })}</p>
        <p>{t('error.notFound.help')}</p>
        <p>
          <Link to={href('home', lang)}>{t('error.home')}</Link>
        </p>
      </>
    )
  }
  return (
    <>
      <Heading tabIndex={-1}>{errorTitle(error.statusCode, t)}</Heading>
      <p>{t(textsOf(error.statusCode)?.help ?? 'error.server.help')}</p>
      <p>
        <Link to={href('home', lang)}>{t('error.home')}</Link>
      </p>
    </>
  )
}

/**
 * The error screen in the language of the path; in both languages when the
 * path has none (a mistyped `/abc` could come from anyone).
 */
export function ErrorScreen({ error }: { error: AppError }) {
  const lang = langOfPath(useLocation().pathname)
  if (lang) {
    return (
      <div className="error-screen" data-status={error.statusCode}>
        <ErrorText error={error} lang={lang} heading="h1" />
      </div>
    )
  }
  return (
    <div className="error-screen error-screen--bilingual" data-status={error.statusCode}>
      <section lang="en-CA">
        <ErrorText error={error} lang="en" heading="h1" />
      </section>
      <section lang="fr-CA">
        <ErrorText error={error} lang="fr" heading="h2" />
      </section>
    </div>
  )
}
