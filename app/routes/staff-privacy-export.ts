import { data } from 'react-router'
import { personEmail } from '../privacy/person.ts'
import { personCsv, personJson } from '../privacy/person-export.ts'
import { sameCsrfToken } from '../staff/csrf.server.ts'
import { requireStaff } from '../staff/require-staff.server.ts'
import type { Route } from './+types/staff-privacy-export'

/**
 * Everything held about one address, as JSON or CSV, for the person who asked. A POST with the session's CSRF
 * token, as the other staff changes: an export answers the person's request (it is recorded as done) and is
 * audited, which no GET may do (a prefetch, a crawler or another site's image would answer it).
 */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { session, privacy, services } = requireStaff(context, url, 'privacy')
  const form = await request.formData()
  if (!sameCsrfToken(form.get('csrf'), session.csrfToken)) throw data({ staff: 'csrf' }, { status: 403 })
  const typed = form.get('email')
  const email = personEmail.safeParse(typeof typed === 'string' ? typed : '')
  const format = form.get('format')
  if (!email.success || (format !== 'json' && format !== 'csv')) throw data({ staff: 'invalid' }, { status: 400 })
  const record = await privacy.export(email.data, session.user, format)
  await services.audit(session.user, 'privacy-export', null, { format, references: record.submissions.map((item) => item.reference) })
  const today = services.today()
  return new Response(format === 'json' ? personJson(record, new Date().toISOString()) : personCsv(record), {
    headers: {
      'Content-Type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-information-${today}.${format}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** A GET exports nothing and records nothing: refused, saying the method to use. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url, 'privacy')
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
