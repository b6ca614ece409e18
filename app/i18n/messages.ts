import { useLocation } from 'react-router'
import { langOfPath } from '../routing/paths.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { adoptCatalogues, cataloguesJson, loadCatalogues, useCatalogues } from '#i18n/catalogues'
import { translator, type Translate } from './translate.ts'

export { catalogues, format, makeTranslator, translator, type MessageKey, type Messages, type Translate } from './translate.ts'
export { adoptCatalogues, cataloguesJson, loadCatalogues }

/** The element of the page's HTML that carries its catalogues. */
export const PAGE_CATALOGUES_ELEMENT_ID = 'page-catalogues'

/** The languages a page shows: its own, or both on a path without a language. */
export function pageLanguages(pathname: string): readonly Lang[] {
  const lang = langOfPath(pathname)
  return lang ? [lang] : languages
}

/** Waits, in the browser, for the catalogues of the page being rendered; see `catalogues.browser.ts`. */
export function usePageCatalogues(): void {
  useCatalogues(pageLanguages(useLocation().pathname))
}

/** The page's language, from its path; English outside /en and /fr. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname) ?? 'en'
}

export function useT(): Translate {
  return translator(useLang())
}
