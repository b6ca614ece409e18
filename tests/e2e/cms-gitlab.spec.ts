import { expect, test } from '@playwright/test'
import { field, fillRelease, openNewEntry, watchMediaListings } from './cms-editor.ts'
import { cmsWithGitlabForFile } from './cms-with-gitlab.ts'

/**
 * The deployed CMS against a GitLab that signs the editor out mid-edit (docs/decisions/0192): the editor's token
 * stops working and cannot be refreshed; saving fails, the entry stays in Decap's local backup, and once signed in
 * again the editor gets it back and saves it to a branch and a merge request.
 */
const day = '2026-11-20'
const titles = { en: 'A bilingual line for pharmacists', fr: 'Une ligne bilingue pour les pharmaciens' }
const corrected = 'A bilingual telephone line for pharmacists'

// A repository with two releases: the press collection lists them, and the new one goes beside them.
const cms = cmsWithGitlabForFile(['2026-09-15', '2026-02-27'])
test.use({ viewport: { width: 1400, height: 1000 } })

test('signed out mid-edit by GitLab, the editor signs in again, gets the entry back from the local backup and saves it; an expired token is refreshed', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Decap asks with window.confirm whether to use the local backup: the editor says yes.
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  })
  // The page's clock, so that Decap's pauses between its retries (1 + 4 + 9 + 16 s) pass at once.
  await page.clock.install()
  watchMediaListings(page)
  await page.goto(`${cms.server.url}/admin/`)
  await page.getByRole('button', { name: 'Se connecter avec GitLab' }).click()
  await expect(page.getByRole('link', { name: /Press releases/ }).first()).toBeVisible({ timeout: 20_000 })
  await openNewEntry(page, `${cms.server.url}/admin/#/collections/press/new`)
  await fillRelease(page, titles, day)
  // Decap writes its local backup two seconds after the last keystroke.
  await page.waitForTimeout(3000)

  cms.gitlab.expireTokens({ refresh: false })
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  // GitLab answers 401, the refresh is refused, Decap retries, then says the save failed.
  const failed = page.getByText(/Échec de l’enregistrement|Échec de l'enregistrement/).first()
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(5_000)
        return failed.isVisible()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  expect(cms.gitlab.commits).toEqual([])

  // Sign in again, in the same tab, without closing the entry.
  const signIn = page.getByRole('button', { name: 'Se connecter avec GitLab' })
  const account = page.getByRole('button', { name: 'Account options dropdown' })
  await expect(signIn.or(account)).toBeVisible({ timeout: 30_000 })
  if (await account.isVisible()) {
    await account.click()
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  }
  await signIn.click()
  await expect(page.getByRole('link', { name: /Press releases/ }).first()).toBeVisible({ timeout: 20_000 })
  await page.goto(`${cms.server.url}/admin/#/collections/press/new`)
  await expect(field(page, 'Title / Titre', 1)).toHaveValue(titles.fr, { timeout: 15_000 })
  expect(asked.some((message) => /sauvegarde locale/i.test(message))).toBe(true)
  await expect(field(page, 'Title / Titre', 0)).toHaveValue(titles.en)

  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect.poll(() => cms.gitlab.commits.length, { timeout: 20_000, message: cms.gitlab.log.join('\n') }).toBe(1)
  const [commit] = cms.gitlab.commits
  expect(commit!.branch).toBe(`cms/press/${day}`)
  expect(commit!.files[`content/press/en/${day}.md`]).toContain(titles.en)
  expect(commit!.files[`content/press/fr/${day}.md`]).toContain(titles.fr)

  // Two hours on, the new access token has expired in turn: Decap refreshes it and the next save goes through
  // (the fix of the PKCE refresh in the pinned Decap 3.16.3).
  cms.gitlab.expireTokens({ refresh: true })
  // Once saved, the entry is the merge request's draft: Decap opens it again from its branch.
  await expect(page).toHaveURL(new RegExp(`/entries/${day}$`))
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
  await field(page, 'Title / Titre', 0).fill(corrected)
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect.poll(() => cms.gitlab.commits.length, { timeout: 30_000, message: cms.gitlab.log.join('\n') }).toBe(2)
  expect(cms.gitlab.refreshes()).toBeGreaterThan(0)
  expect(cms.gitlab.commits[1]!.files[`content/press/en/${day}.md`]).toContain(corrected)
})
