/**
 * The interface catalogues and the translator, without the router: what the
 * forms' domain and the server's e-mails use. Pages use the hooks of
 * messages.ts, which re-exports all of this. The catalogues come through
 * `#i18n/catalogues`: every language on the server, the page's own in the
 * browser (see catalogues.browser.ts).
 */
import { catalogue } from '#i18n/catalogues'
import type { Lang } from '../routing/route-table.ts'
import { defineCatalogues, type Translate as TranslateKeys } from './define-catalogues.ts'
import type { Messages } from './en.ts'

export { format, makeTranslator } from './define-catalogues.ts'
export type { Messages } from './en.ts'
export type MessageKey = keyof Messages

/** The site's own keys unless said otherwise. */
export type Translate<K extends string = MessageKey> = TranslateKeys<K>

/** Each language's catalogue; in the browser, read only once loaded. */
export const catalogues = defineCatalogues<Messages>({
  get en() {
    return catalogue('en')
  },
  get fr() {
    return catalogue('fr')
  },
})

export const translator: (lang: Lang) => Translate = catalogues.translator
