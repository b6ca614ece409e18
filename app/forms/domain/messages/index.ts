import { catalogues, makeTranslator, type MessageKey, type Translate } from '../../../i18n/translate.ts'
import type { Lang } from '../../../routing/route-table.ts'
import { formsEn, type FormMessages } from './en.ts'
import { formsFr } from './fr.ts'

export type { FormMessages } from './en.ts'
export type FormMessageKey = keyof FormMessages

/** Form code speaks both the site's keys and its own. */
export type FormTranslate = Translate<MessageKey | FormMessageKey>

export const formCatalogues: Record<Lang, FormMessages> = { en: formsEn, fr: formsFr }

export function formTranslator(lang: Lang): FormTranslate {
  return makeTranslator({ ...catalogues[lang], ...formCatalogues[lang] })
}
