import { lazy } from 'react'
import { Link } from 'react-router'
import type { AppError } from '../errors/app-error.ts'
import { useLang, useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import { OptionalPart } from './optional-part.tsx'

// The screen and its strings are a chunk of their own: the pages that work (nearly all of them, nearly always)
// do not download them, and the few that fail load them in the moment it takes to show the screen.
const ErrorScreen = lazy(async () => ({ default: (await import('./error-screen.tsx')).ErrorScreen }))
const ErrorPage = lazy(async () => ({ default: (await import('./error-screen.tsx')).ErrorPage }))

/** When even the screen's code cannot be loaded: the way home, in the menu's own words. */
function WayHome() {
  const t = useT()
  return (
    <p>
      <Link to={href('home', useLang())}>{t('nav.home')}</Link>
    </p>
  )
}

/** The error screen in place of the page (an error that stopped it in the browser). */
export function ErrorScreenPart({ error }: { error: AppError }) {
  return (
    <OptionalPart name="The error screen" fallback={<WayHome />}>
      <ErrorScreen error={error} />
    </OptionalPart>
  )
}

/** A failed page as a whole: the screen with the page's title (the root error boundary). */
export function ErrorPagePart({ error }: { error: AppError }) {
  return (
    <OptionalPart name="The error screen" fallback={<WayHome />}>
      <ErrorPage error={error} />
    </OptionalPart>
  )
}
