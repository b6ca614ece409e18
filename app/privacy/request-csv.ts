import { csvCell } from '../staff/csv.ts'
import { newRequestFields, type PrivacyRequest } from './request.ts'

const columns = [
  'reference',
  ...newRequestFields,
  'dueOn',
  'extendedTo',
  'extensionReason',
  'extensionNotifiedOn',
  'status',
  'answeredOn',
  'closedAt',
  'recordedAt',
  'recordedBy',
] as const

/**
 * The register of requests as CSV, for an auditor or the Commission: codes and ISO dates, one request a row, the
 * tools used left to each request's page (they are references, not the register's items).
 */
export function requestsCsv(requests: readonly PrivacyRequest[]): string {
  const cells = (request: PrivacyRequest): Record<(typeof columns)[number], string | null> => ({
    reference: request.reference,
    kind: request.kind,
    receivedOn: request.receivedOn,
    channel: request.channel,
    personName: request.personName,
    email: request.email,
    identityVerifiedOn: request.identity?.verifiedOn ?? null,
    identityVerifiedBy: request.identity?.by ?? null,
    identityMethod: request.identity?.method ?? null,
    dueOn: request.dueOn,
    extendedTo: request.extension?.to ?? null,
    extensionReason: request.extension?.reason ?? null,
    extensionNotifiedOn: request.extension?.notifiedOn ?? null,
    status: request.status,
    answeredOn: request.answeredOn,
    closedAt: request.closedAt,
    recordedAt: request.recordedAt,
    recordedBy: request.recordedBy,
  })
  const rows = [columns.join(','), ...requests.map((request) => columns.map((column) => csvCell(cells(request)[column])).join(','))]
  return `${rows.join('\r\n')}\r\n`
}
