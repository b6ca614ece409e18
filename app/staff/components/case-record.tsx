import type { Lang } from '../../routing/route-table.ts'
import type { LoadedCase } from '../case-data.server.ts'
import { CaseHistory } from './case-history.tsx'
import { CaseProperties } from './case-properties.tsx'
import { CaseRequest } from './case-request.tsx'
import { PrintedDuplicates } from './possible-duplicates.tsx'
import type { DuplicateCandidate } from '../domain/duplicates.ts'

/**
 * The whole case on paper, for the safety side: its properties and clock, the request, every answer, its possible
 * duplicates and links, the history.
 */
export function CaseRecord({
  record,
  duplicates,
  lang,
  today,
}: {
  record: LoadedCase
  duplicates: DuplicateCandidate[]
  lang: Lang
  today: string
}) {
  return (
    <>
      <CaseProperties record={record} lang={lang} today={today} />
      <CaseRequest request={record.request} answers={record.answers} lang={lang} />
      <PrintedDuplicates candidates={duplicates} lang={lang} />
      <CaseHistory receivedAt={record.receivedAt} history={record.history} lang={lang} />
    </>
  )
}
