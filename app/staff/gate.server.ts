import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { staffScreens, type Lang } from '../routing/route-table.ts'
import type { StaffChrome } from './components/staff-frame.tsx'
import { requiredRoles } from './domain/roles.ts'
import type { StaffServices, StaffSession, StaffUser } from './domain/services.ts'
import { matchStaffScreen } from './domain/staff-paths.ts'
import { readStaffPost } from './read-staff-post.server.ts'
import { staffAreaContext } from './staff-context.server.ts'

/** What the gate lets through to a staff page: who, in which language, and a post's fields once its token is checked. */
export type StaffPage = {
  user: StaffUser
  lang: Lang
  chrome: StaffChrome
  /** A post's fields, read once by the gate; null for a GET. */
  form: FormData | null
  cases: StaffServices
}

const staffPageContext = createContext<StaffPage | null>(null)

/**
 * The staff area's one gate, the middleware of its layout route (app/staff/layout.tsx): every staff page and file
 * is below it, so none can forget it. (A post from another site never gets here: the staff router refuses it before
 * its body or any cookie is read, server/staff/routes.ts.) In order: no staff area on this server is a 404; a
 * request without a live session is sent to the sign-in (a GET) or refused; a person without the screen's role gets 403 before anything about a case is read, so a guessed
 * reference tells them nothing; a post's CSRF token must be the session's. Then the page runs, with what the gate
 * found in `staffPage(context)`.
 */
export const staffGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const area = context.get(staffAreaContext)
  const url = new URL(request.url)
  const match = matchStaffScreen(url.pathname.replace(/\.data$/, ''))
  if (!area || !match) throw data({ staff: 'not-found' }, { status: 404 })
  const reading = request.method === 'GET' || request.method === 'HEAD'
  const lookup = await area.sessionOf(request)
  if (lookup === 'unavailable') throw data({ staff: 'unavailable' }, { status: 503 })
  if (!lookup.session) {
    const headers = lookup.clearCookie ? { 'Set-Cookie': lookup.clearCookie } : undefined
    if (reading) throw redirect(area.signInHref(url.pathname + url.search), { status: 303, headers })
    throw data({ staff: 'forbidden' }, { status: 403, headers })
  }
  const session: StaffSession = lookup.session
  const screen = staffScreens.find((s) => s.name === match.name)!
  // A refusal to someone signed in keeps their frame: the screens they may open, their name, the sign-out.
  const chrome = { userName: session.user.name, roles: session.user.roles, csrf: session.csrfToken }
  if (!session.user.roles.includes(requiredRoles[screen.part])) throw data({ staff: 'forbidden', chrome }, { status: 403 })
  let form: FormData | null = null
  if (!reading) {
    // Bounded, and its token checked as soon as it has come: an unbounded read would take any size in memory.
    const post = await readStaffPost(request, session.csrfToken)
    if (!post.ok)
      throw data(
        { staff: post.status === 403 ? 'csrf' : 'invalid', chrome },
        { status: post.status, headers: post.status === 413 ? { Connection: 'close' } : undefined },
      )
    form = post.form
  }
  context.set(staffPageContext, { user: session.user, lang: match.lang, chrome, form, cases: area.cases })
  return next()
}

/** The gate's findings, for a staff page's loader or action; only routes below the staff layout may ask. */
export function staffPage(context: Readonly<RouterContextProvider>): StaffPage {
  const page = context.get(staffPageContext)
  if (!page) throw new Error('A staff page outside the staff layout: app/routes.ts puts every staff screen below it')
  return page
}

/** A post's fields, checked by the gate: the one way a staff action reads its body (the gate has read it). */
export function staffForm(context: Readonly<RouterContextProvider>): FormData {
  const { form } = staffPage(context)
  if (!form) throw data({ staff: 'invalid' }, { status: 400 })
  return form
}
