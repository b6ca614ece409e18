import { duplicateIntents, isDuplicateRelation, type DuplicateRefusal } from './domain/duplicates.ts'
import type { CaseFieldKey } from './domain/case-fields.ts'
import type { StaffServices, StaffUser } from './domain/services.ts'
import type { StaffMessageKey } from './messages/index.ts'

/**
 * The case page's posts about possible duplicates: a listed candidate linked (`duplicate-of`, `same-event`) or
 * dismissed (`duplicate-dismiss`), or a case linked by a reference staff typed (`duplicate-link`, with the relation
 * chosen), or a link undone with its reason (`duplicate-unlink`). The case desk applies the rules; this names a
 * refusal by its field.
 */
export const isDuplicateIntent = (intent: string) => (duplicateIntents as readonly string[]).includes(intent)

/** Where a refusal is shown: the typed reference's field for the typed link, the list otherwise. */
const fieldOf = (reason: DuplicateRefusal, typed: boolean): CaseFieldKey =>
  typed ? (reason === 'duplicate-relation-required' ? 'duplicateRelation' : 'duplicateOther') : 'duplicates'

export async function duplicateAction<Done, Refusal>({
  intent,
  text,
  services,
  user,
  reference,
  done,
  refuse,
  failed,
}: {
  intent: string
  text: (name: string) => string
  services: StaffServices
  user: StaffUser
  reference: string
  done: (notice: string) => Done
  refuse: (status: number, errors: [CaseFieldKey, StaffMessageKey][]) => Refusal
  failed: (reason: 'not-found' | 'forbidden') => never
}): Promise<Done | Refusal> {
  const typed = intent === 'duplicate-link'
  const other = text('other')
  const refused = (reason: DuplicateRefusal) => {
    if (reason === 'not-found' || reason === 'forbidden') return failed(reason)
    const status =
      reason === 'duplicate-linked-already' || reason === 'duplicate-not-candidate' || reason === 'duplicate-not-linked' ? 409 : 400
    return refuse(status, [[fieldOf(reason, typed), `staff.error.${reason}`]])
  }
  if (intent === 'duplicate-unlink') {
    const result = await services.unlinkDuplicate(reference, other, text('reason'), user)
    return result.ok ? done('unlinked') : refused(result.reason)
  }
  if (intent === 'duplicate-dismiss') {
    const result = await services.dismissDuplicate(reference, other, user)
    return result.ok ? done('dismissed') : refused(result.reason)
  }
  const relation = typed ? text('relation') : intent
  if (!typed && !other) return refused('duplicate-unknown')
  if (typed && !other.trim()) return refuse(400, [['duplicateOther', 'staff.error.duplicate-unknown']])
  if (!isDuplicateRelation(relation)) return refused('duplicate-relation-required')
  const result = await services.linkDuplicate(reference, { other, relation, typed }, user)
  return result.ok ? done('linked') : refused(result.reason)
}
