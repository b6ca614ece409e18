import { expect, type Page, type Request } from '@playwright/test'

/** An editor's hands in Decap's entry form, shared by the CMS's end-to-end tests (cms.spec.ts, cms-gitlab.spec.ts). */

/** Decap's listing of the media folder: an action of decap-server's proxy, or a tree of GitLab's API. */
function listsMedia(request: Request): boolean {
  const url = new URL(request.url())
  if (url.pathname.endsWith('/repository/tree')) return url.searchParams.get('path') === 'public/documents'
  return request.method() === 'POST' && url.pathname.endsWith('/api/v1') && (request.postData() ?? '').includes('"getMedia"')
}

type Listings = { waiting: Set<Request>; answered: number }
const listings = new WeakMap<Page, Listings>()

/**
 * Follows Decap's listings of the media folder in `page`, from before Decap starts: call it before the page opens
 * /admin/. Decap lists the folder once it is signed in, and creates a new entry's draft only once that listing
 * is back (openNewEntry).
 */
export function watchMediaListings(page: Page) {
  const seen: Listings = { waiting: new Set(), answered: 0 }
  listings.set(page, seen)
  page.on('request', (request) => void (listsMedia(request) && seen.waiting.add(request)))
  const back = (request: Request) => void (seen.waiting.delete(request) && seen.answered++)
  page.on('requestfinished', back)
  page.on('requestfailed', back)
}

/**
 * Opens Decap's form for a new entry at `url` and returns once Decap holds the entry. Decap shows the form at once
 * but creates the entry's draft only after its listing of the media folder is back, and that draft replaces
 * whatever was typed before it: the typing is lost and the save button stays off. So this waits until a listing
 * has come back and none is on its way (twice in a row: a listing can lead into another within milliseconds).
 */
export async function openNewEntry(page: Page, url: string) {
  const seen = listings.get(page)
  if (!seen) throw new Error('watchMediaListings(page) first, before the page opens /admin/')
  await page.goto(url)
  let settled = 0
  await expect
    .poll(() => (settled = seen.answered > 0 && seen.waiting.size === 0 ? settled + 1 : 0), { intervals: [100], timeout: 60_000 })
    .toBeGreaterThanOrEqual(2)
  await field(page, 'Title / Titre', 0).waitFor()
}

/** Field `label` of the English (0) or French (1) column. */
export const field = (page: Page, label: string, column: 0 | 1) => page.getByLabel(label, { exact: true }).nth(column)

/** A new release for `day`, both languages side by side: identifier, days, titles, summaries and text. */
export async function fillRelease(page: Page, titles: { en: string; fr: string }, day: string) {
  await field(page, 'Identifier / Identifiant', 0).fill(day)
  await field(page, 'Publication day / Jour de publication', 0).fill(day)
  await field(page, 'Last modified / Dernière modification', 0).fill(day)
  await field(page, 'Title / Titre', 0).fill(titles.en)
  await field(page, 'Summary / Résumé', 0).fill('The company opens a bilingual line for pharmacists who order its products.')
  await field(page, 'Title / Titre', 1).fill(titles.fr)
  await field(page, 'Summary / Résumé', 1).fill('L’entreprise ouvre une ligne bilingue pour les pharmaciens qui commandent ses produits.')
  const bodies = page.locator('[data-slate-editor="true"]')
  // insertText is one input event, as a paste or an input method gives: key by key took over a minute on a busy machine.
  await bodies.nth(0).click()
  await page.keyboard.insertText('MONTRÉAL, November 20, 2026 / {{company.name}} answers pharmacists at {{phone.medicalInformation}}.')
  await bodies.nth(1).click()
  await page.keyboard.insertText('MONTRÉAL, le 20 novembre 2026 / {{company.name}} répond aux pharmaciens au {{phone.medicalInformation}}.')
}
