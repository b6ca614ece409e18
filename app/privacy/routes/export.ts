import { data } from 'react-router'
import { personCsv, personJson } from '../person-export.ts'
import { staffForm, staffPage } from '../../staff/gate.server.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import type { Route } from './+types/export'
import { download } from '../download.ts'

/**
 * Everything held about a request's person, as JSON or CSV, for them to take away. A POST with the session's CSRF
 * token, as the other staff changes: an export answers the request (it is recorded on it) and is audited, which no
 * GET may do (a prefetch, a crawler or another site's image would answer it).
 */
export async function action({ context, params }: Route.ActionArgs) {
  const { user, cases } = staffPage(context)
  const format = staffForm(context).get('format')
  if (format !== 'json' && format !== 'csv') throw data({ staff: 'invalid' }, { status: 400 })
  const record = await privacyDesk(context).export(params.reference, user, format)
  if (!record) throw data({ staff: 'not-found' }, { status: 404 })
  const name = `personal-information-${cases.today()}.${format}`
  return format === 'json'
    ? download(personJson(record, new Date().toISOString()), { type: 'application/json', name })
    : download(personCsv(record), { type: 'text/csv', name })
}

/** A GET exports nothing and records nothing: refused, saying the method to use. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
