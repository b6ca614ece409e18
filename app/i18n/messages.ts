import { useLocation } from 'react-router'
import { langOfPath } from '../routing/paths.ts'
import type { Lang } from '../routing/route-table.ts'
import { translator, type Translate } from './translate.ts'

export { catalogues, format, makeTranslator, translator, type MessageKey, type Messages, type Translate } from './translate.ts'

/** The page's language, from its path; English outside /en and /fr. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname) ?? 'en'
}

export function useT(): Translate {
  return translator(useLang())
}
