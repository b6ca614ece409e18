import { catalogues, makeTranslator, type MessageKey, type Translate } from '../../../i18n/messages.ts'
import type { Lang } from '../../../routing/route-table.ts'
import { formsEn } from './en.ts'
import { formsFr } from './fr.ts'

/** The French form strings are typed by the English ones, so a missing key fails to compile. */
export type FormMessages = { readonly [K in keyof typeof formsEn]: string }
export type FormMessageKey = keyof FormMessages

/** Form code speaks both the site's keys and its own. */
export type FormTranslate = Translate<MessageKey | FormMessageKey>

export const formCatalogues: Record<Lang, FormMessages> = { en: formsEn, fr: formsFr }

export function formTranslator(lang: Lang): FormTranslate {
  return makeTranslator({ ...catalogues[lang], ...formCatalogues[lang] })
}
