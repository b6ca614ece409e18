import { data } from 'react-router'
import { personEmail } from '../privacy/person.ts'
import { personCsv, personJson } from '../privacy/person-export.ts'
import { requireStaff } from '../staff/require-staff.server.ts'
import type { Route } from './+types/staff-privacy-export'

/** Everything held about one address, as JSON or CSV, for the person who asked; each export is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, privacy, services } = requireStaff(context, url, 'privacy')
  const email = personEmail.safeParse(url.searchParams.get('email') ?? '')
  const format = url.searchParams.get('format')
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
