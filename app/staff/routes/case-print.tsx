import { loadCase } from '../case-data.server.ts'
import { CaseRecord } from '../components/case-record.tsx'
import { formatStaffTime } from '../format.ts'
import { staffTranslator } from '../messages/index.ts'
import { staffPage } from '../gate.server.ts'
import type { StaffHandle } from '../layout.tsx'
import type { Route } from './+types/case-print'
import { titleMeta } from '../title-meta.ts'

/** A sheet of paper, not a screen: no frame around it. */
export const handle: StaffHandle = { frame: false }

/** A case's source document for the safety side: every answer, day 0, the clock and the history, ready to print or save as PDF. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { user, cases, lang } = staffPage(context)
  const [record, duplicates] = await Promise.all([
    loadCase(cases, params.reference, lang, user, 'print'),
    cases.duplicates(params.reference ?? '', user),
  ])
  const t = staffTranslator(lang)
  const title = `${t('staff.case.sourceDocument')} – ${record.reference}`
  return {
    lang,
    title,
    record,
    duplicates: duplicates ?? [],
    today: cases.today(),
    printedAt: new Date().toISOString(),
    printedBy: user.name,
  }
}

export const meta: Route.MetaFunction = titleMeta

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCasePrintRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCasePrint {...props} /> : null
}

function StaffCasePrint({ loaderData }: Route.ComponentProps) {
  const { lang, record, duplicates, today, printedAt, printedBy } = loaderData
  const t = staffTranslator(lang)
  return (
    <main className="staff-main staff-print staff-case">
      <h1>
        {t('staff.case.sourceDocument')} – {t('staff.case.heading', { reference: record.reference })}
      </h1>
      <p>{t('staff.case.printedAt', { date: formatStaffTime(printedAt, lang), name: printedBy })}</p>
      <CaseRecord record={record} duplicates={duplicates} lang={lang} today={today} />
    </main>
  )
}
