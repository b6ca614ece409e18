import type { Lang } from '../routing/route-table.ts'
import { defineCatalogues } from './define-catalogues.ts'
import { enCopy } from './screen-copy/en.ts'
import { frCopy } from './screen-copy/fr.ts'

/**
 * Strings that only some screens show. The interface catalogue
 * (`messages.ts`) is downloaded by every page; these are not: a screen's
 * loader returns its section of them, in the page's language, and the screen
 * reads them from its loader data with `makeTranslator`.
 */
export type ScreenCopy = { readonly [K in keyof typeof enCopy]: string }
export type CopySection = keyof ScreenCopy extends `${infer S}.${string}` ? S : never
export type CopyOf<S extends CopySection> = { readonly [K in keyof ScreenCopy as K extends `${S}.${string}` ? K : never]: string }

export const screenCopyCatalogues = defineCatalogues<ScreenCopy>({ en: enCopy, fr: frCopy })

/** The named strings of the screen copy in one language: for a screen that shows only part of its section. */
export function screenCopyOf<K extends keyof ScreenCopy>(lang: Lang, keys: readonly K[]): { readonly [P in K]: string } {
  const all = screenCopyCatalogues[lang]
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as { readonly [P in K]: string }
}

export function screenCopy<S extends CopySection>(lang: Lang, section: S): CopyOf<S> {
  const entries = Object.entries(screenCopyCatalogues[lang]).filter(([key]) => key.startsWith(`${section}.`))
  return Object.fromEntries(entries) as CopyOf<S>
}
