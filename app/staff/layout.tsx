import { Outlet, useMatches } from 'react-router'
import { StaffErrorBoundary } from './components/staff-error.tsx'
import { StaffFrame } from './components/staff-frame.tsx'
import { staffGate, staffPage } from './gate.server.ts'
import staffStyles from './staff.css?url'
import type { Route } from './+types/layout'

/**
 * The staff area's layout: every staff screen is below it (app/routes.ts). Its middleware is the gate (sign-in,
 * origin, role, CSRF token, app/staff/gate.server.ts); it renders the frame (who is signed in, the parts they may
 * open, the other language, sign-out) around every page but those that print (`handle.frame: false`).
 */
export const middleware: Route.MiddlewareFunction[] = [staffGate]

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

export function loader({ context }: Route.LoaderArgs) {
  const { lang, chrome } = staffPage(context)
  return { lang, chrome }
}

/** What a staff screen's module may say to the layout. */
export type StaffHandle = { frame?: false }

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const matches = useMatches()
  if (!import.meta.env.SSR) return null
  const framed = !matches.some((match) => (match.handle as StaffHandle | undefined)?.frame === false)
  return framed ? (
    <StaffFrame lang={loaderData.lang} chrome={loaderData.chrome}>
      <Outlet />
    </StaffFrame>
  ) : (
    <Outlet />
  )
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}
