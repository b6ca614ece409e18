import { makeTranslator, type Translate } from '../../i18n/translate.ts'
import type { Lang } from '../../routing/route-table.ts'
import { staffEn, type StaffMessages } from './en.ts'
import { staffFr } from './fr.ts'

export type StaffMessageKey = keyof StaffMessages
export type StaffTranslate = Translate<StaffMessageKey>

export const staffCatalogues: Record<Lang, StaffMessages> = { en: staffEn, fr: staffFr }

export function staffTranslator(lang: Lang): StaffTranslate {
  return makeTranslator(staffCatalogues[lang])
}
