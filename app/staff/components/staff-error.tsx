import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import { staffHref, staffLangOfPath, staffScreensFor } from '../domain/staff-paths.ts'
import { staffTranslator } from '../messages/index.ts'
import { StaffFrame, type StaffChrome } from './staff-frame.tsx'
import { menuLabel } from './staff-menu.ts'

/**
 * A staff page's error screen, in the page's language: access denied (with the screens the person may open
 * instead), an expired form, not found, or any other status. Someone signed in keeps their frame: the gate sends
 * it with its refusal, and a page's own refusal finds it in the layout's data.
 */
export function StaffErrorBoundary() {
  const error = useRouteError()
  const lang = staffLangOfPath(useLocation().pathname) ?? 'en'
  const layout = useRouteLoaderData('staff-area') as { chrome?: StaffChrome } | undefined
  const t = staffTranslator(lang)
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500) console.error(error)
  const found = isRouteErrorResponse(error) ? (error.data as { staff?: string; chrome?: StaffChrome } | null) : null
  const chrome = found?.chrome ?? layout?.chrome ?? null
  const [title, help] =
    status === 403 && found?.staff === 'csrf'
      ? [t('staff.error.forbidden.title'), t('staff.error.csrf.help')]
      : status === 403
        ? [t('staff.error.forbidden.title'), t('staff.error.forbidden.help')]
        : status === 404
          ? [t('staff.error.notFound.title'), t('staff.error.notFound.help')]
          : [t('staff.error.other.title', { status }), t('staff.error.other.help')]
  const screens = chrome ? staffScreensFor(chrome.roles) : []
  return (
    <StaffFrame lang={lang} chrome={chrome}>
      <title>{title}</title>
      <div data-status={status}>
        <h1>{title}</h1>
        <p>{help}</p>
        {status === 403 && chrome && (
          <p data-testid="staff-allowed">
            {screens.length === 0 ? (
              t('staff.error.forbidden.none')
            ) : (
              <>
                {t('staff.error.forbidden.instead')}{' '}
                {screens.map((name, index) => (
                  <span key={name}>
                    {index > 0 && ' · '}
                    <a href={staffHref(name, lang)}>{menuLabel(name, t)}</a>
                  </span>
                ))}
              </>
            )}
          </p>
        )}
      </div>
    </StaffFrame>
  )
}
