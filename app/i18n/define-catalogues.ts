import { languages, type Lang } from '../routing/route-table.ts'

/** A catalogue: a string for each key. */
export type Catalogue<K extends string> = { readonly [P in K]: string }

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string

/**
 * One catalogue per language, read as they are when asked (the site's own are loaded lazily in the browser), with
 * a translator for each language.
 */
export type Catalogues<K extends string> = { readonly [L in Lang]: Catalogue<K> } & {
  catalogue(lang: Lang): Catalogue<K>
  translator(lang: Lang): Translate<K>
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

/** A translator over one catalogue: a screen's copy sent in its loader data, or a language's whole catalogue. */
export function makeTranslator<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  return (key, values) => format(catalogue[key], values)
}

/**
 * The English and French catalogues of one part of the site, defined once: the keys are the English
 * catalogue's, and the French one must have them all (the parity test, app/i18n/define-catalogues.test.ts, also
 * checks every catalogue defined here at run time: same keys, no empty string). Each language is read when it is
 * asked for, never copied, so a catalogue behind a getter (loaded later, in the browser) stays lazy.
 */
export function defineCatalogues<E extends Catalogue<string>>(
  source: { readonly en: E } & { readonly [L in Exclude<Lang, 'en'>]: Catalogue<keyof E & string> },
): Catalogues<keyof E & string> {
  type K = keyof E & string
  const catalogue = (lang: Lang): Catalogue<K> => source[lang]
  const set = { catalogue, translator: (lang: Lang) => makeTranslator(catalogue(lang)) }
  for (const lang of languages) Object.defineProperty(set, lang, { get: () => catalogue(lang), enumerable: true })
  return set as Catalogues<K>
}
