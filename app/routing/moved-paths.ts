import type { Lang, ScreenName } from './route-table.ts'

/**
 * Addresses that are no page but that visitors type or link to, each sent on to its screen with a permanent
 * redirect by the not-found route, so no route of its own is added to the manifest every page loads.
 */
export const movedPaths: Readonly<Record<string, { screen: ScreenName; lang: Lang }>> = {
  // The spec fixes the French research page's address with « developement »; the word as French spells it, which a
  // visitor types or a writer links to, must not end on the not-found page.
  '/fr/recherche-et-developpement': { screen: 'research-and-development', lang: 'fr' },
}
