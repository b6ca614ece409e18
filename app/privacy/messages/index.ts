import { defineCatalogues, makeTranslator, type Translate } from '../../i18n/define-catalogues.ts'
import type { Lang } from '../../routing/route-table.ts'
import { staffCatalogues, type StaffMessageKey } from '../../staff/messages/index.ts'
import { privacyEn, type PrivacyMessages } from './en.ts'
import { privacyFr } from './fr.ts'

export type PrivacyMessageKey = keyof PrivacyMessages | StaffMessageKey
export type PrivacyTranslate = Translate<PrivacyMessageKey>

export const privacyCatalogues = defineCatalogues({ en: privacyEn, fr: privacyFr })

/** The privacy screens speak their own words and the staff area's (its fields, yes and no, the list's export). */
export function privacyTranslator(lang: Lang): PrivacyTranslate {
  return makeTranslator({ ...staffCatalogues.catalogue(lang), ...privacyCatalogues.catalogue(lang) })
}
