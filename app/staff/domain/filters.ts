import { z } from 'zod'
import { formKinds } from '../../forms/domain/form-kinds.ts'
import { languages } from '../../routing/route-table.ts'
import { caseStatuses } from './case-status.ts'
import { filterNames } from './filter-query.ts'
import { queueViews } from './queue-views.ts'

const flag = z.enum(['yes', 'no']).transform((value) => value === 'yes')

/**
 * The case list's filters, read from the query string. An unknown value is dropped rather than refused: a stale
 * bookmark still opens the list, with that filter off.
 */
const filterSchema = z.object({
  view: z.enum(queueViews).optional().catch(undefined),
  /** A reference, a name or an e-mail address; what it finds is audited (a search is a look at people's requests). */
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  form: z.enum(formKinds).optional().catch(undefined),
  adverseEvent: flag.optional().catch(undefined),
  qualityProblem: flag.optional().catch(undefined),
  suspectedSpam: flag.optional().catch(undefined),
  lang: z.enum(languages).optional().catch(undefined),
  status: z.enum(caseStatuses).optional().catch(undefined),
  /** An owner's subject at the identity provider (the picker's value), or a name kept from before the picker. */
  owner: z.string().trim().min(1).max(200).optional().catch(undefined),
  overdue: flag.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
})

export type CaseFilters = z.infer<typeof filterSchema>

export function readFilters(params: URLSearchParams): CaseFilters {
  const raw = Object.fromEntries([...filterNames, 'page'].map((name) => [name, params.get(name) || undefined]))
  return filterSchema.parse(raw)
}
