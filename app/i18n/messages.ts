import { useLocation } from 'react-router'
import { langOfPath } from '../routing/paths.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { adoptCatalogues, catalogue, cataloguesJson, loadCatalogues, useCatalogues } from '#i18n/catalogues'
import type { Messages } from './en.ts'

export { adoptCatalogues, cataloguesJson, loadCatalogues }

/** The element of the page's HTML that carries its catalogues. */
export const PAGE_CATALOGUES_ELEMENT_ID = 'page-catalogues'

/** The French catalogue is typed by the English one, so a missing key fails to compile. */
export type { Messages }
export type MessageKey = keyof Messages

/** Each language's catalogue; in the browser, read only once loaded (see `catalogues.browser.ts`). */
export const catalogues: Readonly<Record<Lang, Messages>> = {
  get en() {
    return catalogue('en')
  },
  get fr() {
    return catalogue('fr')
  },
}

/** The languages a page shows: its own, or both on a path without a language. */
export function pageLanguages(pathname: string): readonly Lang[] {
  const lang = langOfPath(pathname)
  return lang ? [lang] : languages
}

/** Waits, in the browser, for the catalogues of the page being rendered; see `catalogues.browser.ts`. */
export function usePageCatalogues(): void {
  useCatalogues(pageLanguages(useLocation().pathname))
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

/** The page's language, from its path; English outside /en and /fr. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname) ?? 'en'
}

export function useT(): Translate {
  return translator(useLang())
}
