import { defineCatalogues } from '../../../i18n/define-catalogues.ts'
import { catalogues, makeTranslator, type MessageKey, type Translate } from '../../../i18n/translate.ts'
import type { Lang } from '../../../routing/route-table.ts'
import { formsEn } from './en.ts'
import { formsFr } from './fr.ts'

export type { FormMessages } from './en.ts'

/** The forms' own catalogues: only the form pages download them. */
export const formCatalogues = defineCatalogues({ en: formsEn, fr: formsFr })
export type FormMessageKey = keyof typeof formsEn

/** Form code speaks both the site's keys and its own. */
export type FormTranslate = Translate<MessageKey | FormMessageKey>

export function formTranslator(lang: Lang): FormTranslate {
  return makeTranslator({ ...catalogues.catalogue(lang), ...formCatalogues.catalogue(lang) })
}
