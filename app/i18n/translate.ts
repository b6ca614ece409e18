/**
 * The interface catalogues and the translator, without the router: what the
 * forms' domain and the server's e-mails use. Pages use the hooks of
 * messages.ts, which re-exports all of this. The catalogues come through
 * `#i18n/catalogues`: every language on the server, the page's own in the
 * browser (see catalogues.browser.ts).
 */
import { catalogue } from '#i18n/catalogues'
import type { Lang } from '../routing/route-table.ts'
import type { Messages } from './en.ts'

export type { Messages } from './en.ts'
export type MessageKey = keyof Messages

/** Each language's catalogue; in the browser, read only once loaded. */
export const catalogues: Readonly<Record<Lang, Messages>> = {
  get en() {
    return catalogue('en')
  },
  get fr() {
    return catalogue('fr')
  },
}

/**
 * Fills `{name}` placeholders. A value that ends with a period (`Nordora
 * Pharma Inc.`) absorbs the period that ends the sentence after it, so the
 * page never shows `Inc..`.
 */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    if (!(name in values)) return whole
    const value = String(values[name])
    return value.endsWith('.') ? value : value + period
  })
}

export type Translate<K extends string = MessageKey> = (key: K, values?: Record<string, string | number>) => string

export function makeTranslator<K extends string>(catalogue: { readonly [P in K]: string }): Translate<K> {
  return (key, values) => format(catalogue[key], values)
}

export function translator(lang: Lang): Translate {
  return makeTranslator(catalogues[lang])
}
