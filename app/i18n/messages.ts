import { useLocation } from 'react-router'
import { langOfPath } from '../routing/paths.ts'
import type { Lang } from '../routing/route-table.ts'
import { en, type Messages } from './en.ts'
import { fr } from './fr.ts'

/** The French catalogue is typed by the English one, so a missing key fails to compile. */
export type { Messages }
export type MessageKey = keyof Messages

export const catalogues: Record<Lang, Messages> = { en, fr }

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
