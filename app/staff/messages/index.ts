import { defineCatalogues, type Translate } from '../../i18n/define-catalogues.ts'
import type { Lang } from '../../routing/route-table.ts'
import { staffEn, type StaffMessages } from './en.ts'
import { staffFr } from './fr.ts'

export type StaffMessageKey = keyof StaffMessages
export type StaffTranslate = Translate<StaffMessageKey>

/** The staff area's own catalogues: no public page shows them, so no visitor downloads them. */
export const staffCatalogues = defineCatalogues({ en: staffEn, fr: staffFr })

export const staffTranslator = (lang: Lang): StaffTranslate => staffCatalogues.translator(lang)
