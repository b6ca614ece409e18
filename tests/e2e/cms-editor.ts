import type { Page } from '@playwright/test'

/** An editor's hands in Decap's entry form, shared by the CMS's end-to-end tests (cms.spec.ts, cms-gitlab.spec.ts). */

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
