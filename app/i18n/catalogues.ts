import type { Lang } from '../routing/route-table.ts'
import { en } from './en.ts'
import { fr } from './fr.ts'
import type { Messages } from './en.ts'

/**
 * The interface catalogues where every language is at hand: the server, the
 * prerender, the mail and the tests. The browser gets
 * `catalogues.browser.ts` instead (package.json `imports`, `browser`
 * condition), which downloads only the languages a page shows.
 */
const all: Record<Lang, Messages> = { en, fr }

export function catalogue(lang: Lang): Messages {
  return all[lang]
}

export async function loadCatalogues(_langs: readonly Lang[]): Promise<void> {}

/** Only the browser takes catalogues from the page. */
export function adoptCatalogues(_json: string | null | undefined): void {}

/**
 * The page's own catalogues as inert JSON for its HTML, so the browser reads
 * them there instead of downloading a chunk before it can hydrate. `<` is
 * escaped so no string can close the element.
 */
export function cataloguesJson(langs: readonly Lang[]): string {
  return JSON.stringify(Object.fromEntries(langs.map((lang) => [lang, all[lang]]))).replace(/</g, '\\u003c')
}

/** Nothing to wait for here: every catalogue is loaded with this module. */
export function useCatalogues(_langs: readonly Lang[]): void {}
