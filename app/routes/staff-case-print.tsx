import { loadCase } from '../staff/case-data.server.ts'
import { CaseRecord } from '../staff/components/case-record.tsx'
import { StaffErrorBoundary } from '../staff/components/staff-error.tsx'
import { formatStaffTime } from '../staff/format.ts'
import { staffTranslator } from '../staff/messages/index.ts'
import { requireStaff } from '../staff/require-staff.server.ts'
import staffStyles from '../staff/staff.css?url'
import type { Route } from './+types/staff-case-print'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

/** A case's source document for the safety side: every answer, day 0, the clock and the history, ready to print or save as PDF. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { session, services, lang } = requireStaff(context, url, 'cases')
  const record = await loadCase(services, params.reference, lang)
  await services.audit(session.user, 'case-print', record.reference)
  const t = staffTranslator(lang)
  const title = `${t('staff.case.sourceDocument')} – ${record.reference}`
  return { lang, title, record, today: services.today(), printedAt: new Date().toISOString(), printedBy: session.user.name }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCasePrintRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCasePrint {...props} /> : null
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}

function StaffCasePrint({ loaderData }: Route.ComponentProps) {
  const { lang, record, today, printedAt, printedBy } = loaderData
  const t = staffTranslator(lang)
  return (
    <main className="staff-main staff-print staff-case">
      <h1>
        {t('staff.case.sourceDocument')} – {t('staff.case.heading', { reference: record.reference })}
      </h1>
      <p>{t('staff.case.printedAt', { date: formatStaffTime(printedAt, lang), name: printedBy })}</p>
      <CaseRecord record={record} lang={lang} today={today} />
    </main>
  )
}
