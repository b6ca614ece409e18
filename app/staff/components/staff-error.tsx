import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { staffLangOfPath } from '../domain/staff-paths.ts'
import { staffTranslator } from '../messages/index.ts'
import { StaffFrame } from './staff-frame.tsx'

/** A staff page's error screen, in the page's language: access denied, not found, or any other status. */
export function StaffErrorBoundary() {
  const error = useRouteError()
  const lang = staffLangOfPath(useLocation().pathname) ?? 'en'
  const t = staffTranslator(lang)
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status >= 500) console.error(error)
  const [title, help] =
    status === 403
      ? [t('staff.error.forbidden.title'), t('staff.error.forbidden.help')]
      : status === 404
        ? [t('staff.error.notFound.title'), t('staff.error.notFound.help')]
        : [t('staff.error.other.title', { status }), t('staff.error.other.help')]
  return (
    <StaffFrame lang={lang} chrome={null}>
      <title>{title}</title>
      <div data-status={status}>
        <h1>{title}</h1>
        <p>{help}</p>
      </div>
    </StaffFrame>
  )
}
