import type { Lang } from '../../routing/route-table.ts'
import { staffTranslator } from '../messages/index.ts'

/** The checkbox column the error summary links to when nothing was selected. */
export const BULK_FIELD = 'bulk-select'

/** The form the spam view's checkboxes belong to (`form="bulk-close"`), with its one button. */
export function BulkCloseForm({ lang, csrf }: { lang: Lang; csrf: string }) {
  const t = staffTranslator(lang)
  return (
    <form id="bulk-close" method="post" className="staff-bulk" noValidate>
      <input type="hidden" name="csrf" value={csrf} />
      <p className="staff-field__hint">{t('staff.bulk.hint')}</p>
      <button type="submit">{t('staff.bulk.submit')}</button>
    </form>
  )
}
