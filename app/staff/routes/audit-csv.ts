import { data } from 'react-router'
import { auditWords } from '../audit-words.ts'
import { readAuditFilters } from '../domain/audit-filters.ts'
import { csvCell } from '../csv.ts'
import { staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import type { Route } from './+types/audit-csv'

/**
 * The audit log as its filters select it, as CSV for an inspector or the quality team: codes and ISO instants a
 * spreadsheet sorts, and each entry in words in the page's language. The export is itself audited.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, cases, lang } = staffPage(context)
  const { filters, errors } = readAuditFilters(url.searchParams)
  if (errors.length) throw data({ staff: 'invalid' }, { status: 400 })
  const t = staffTranslator(lang)
  const entries = await cases.exportAudit(filters, user)
  const header = [
    'id',
    t('staff.audit.at'),
    'subject',
    t('staff.audit.who'),
    'action',
    t('staff.audit.action'),
    t('staff.audit.target'),
    t('staff.audit.details'),
  ]
  const rows = entries.map((e) =>
    [String(e.id), e.at, e.actorSubject, e.actorName, e.action, t(`staff.audit.${e.action}`), e.target, auditWords(e, t)]
      .map(csvCell)
      .join(','),
  )
  // A byte-order mark, so that a spreadsheet reads the accents as UTF-8.
  return new Response(`\ufeff${[header.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${cases.today()}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
