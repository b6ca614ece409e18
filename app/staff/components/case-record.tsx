import type { Lang } from '../../routing/route-table.ts'
import type { LoadedCase } from '../case-data.server.ts'
import { CaseHistory } from './case-history.tsx'
import { CaseProperties } from './case-properties.tsx'
import { CaseRequest } from './case-request.tsx'

/** The whole case on paper, for the safety side: its properties and clock, the request, every answer, the history. */
export function CaseRecord({ record, lang, today }: { record: LoadedCase; lang: Lang; today: string }) {
  return (
    <>
      <CaseProperties record={record} lang={lang} today={today} />
      <CaseRequest request={record.request} answers={record.answers} lang={lang} />
      <CaseHistory receivedAt={record.receivedAt} history={record.history} lang={lang} />
    </>
  )
}
