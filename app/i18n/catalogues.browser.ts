import { use } from 'react'
import type { Lang } from '../routing/route-table.ts'
import type { Messages } from './en.ts'

/**
 * The interface catalogues in the browser: a page carries the strings of the
 * language it shows (both only on the bilingual pages without a language in
 * their path) as JSON in its HTML, read before hydration. A navigation into
 * the other language downloads that language's chunk, waiting for it in the
 * layout (`useCatalogues`) while React keeps the current page on screen.
 */
const importers: Record<Lang, () => Promise<Messages>> = {
  en: async () => (await import('./en.ts')).en,
  fr: async () => (await import('./fr.ts')).fr,
}

const loaded: Partial<Record<Lang, Messages>> = {}
const loading = new Map<string, Promise<void>>()

export function catalogue(lang: Lang): Messages {
  const messages = loaded[lang]
  if (!messages) throw new Error(`The ${lang} interface catalogue is read before it is loaded`)
  return messages
}

/** Takes the catalogues the page's HTML carries (see `cataloguesJson` in `catalogues.ts`). */
export function adoptCatalogues(json: string | null | undefined): void {
  if (!json) return
  try {
    Object.assign(loaded, JSON.parse(json) as Partial<Record<Lang, Messages>>)
  } catch {
    // A page without them (or mangled by a proxy) still works: the chunks are downloaded instead.
  }
}

/** The JSON a render puts in the page: in the browser, whatever the server sent stays. */
export function cataloguesJson(_langs: readonly Lang[]): string {
  return ''
}

type Thenable = Promise<void> & { status?: 'fulfilled'; value?: void }

/** A settled promise that React's `use` reads at once instead of suspending for a tick. */
function settled(): Thenable {
  const done: Thenable = Promise.resolve()
  done.status = 'fulfilled'
  done.value = undefined
  return done
}

/** The same promise for the same languages, as `use` needs between renders. */
export function loadCatalogues(langs: readonly Lang[]): Promise<void> {
  const missing = langs.filter((lang) => !loaded[lang])
  if (missing.length === 0) return settled()
  const key = missing.join(' ')
  let pending = loading.get(key)
  if (!pending) {
    pending = Promise.all(
      missing.map(async (lang) => {
        loaded[lang] = await importers[lang]()
      }),
    ).then(
      () => void loading.delete(key),
      (error: unknown) => {
        // A failed download (offline, a deploy removed the chunk) is tried again on the next render.
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/** Suspends the render until these languages' catalogues are here. */
export function useCatalogues(langs: readonly Lang[]): void {
  use(loadCatalogues(langs))
}
