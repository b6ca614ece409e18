import { expect, test } from '@playwright/test'
import { languages } from '../../app/routing/route-table.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { postSeriousAdverseEvent, signIn, staffServerForFile } from './staff-server.ts'

/**
 * Each person lands where their roles let them work (the privacy officer on the requests, the administrator on the
 * audit log), and a refusal shows only the screens they may open, with their name and the sign-out. The queue fits
 * a phone.
 */
const server = staffServerForFile()

for (const lang of languages) {
  const t = staffTranslator(lang)
  const locale = lang === 'fr' ? 'fr-CA' : 'en-CA'

  for (const [login, landing, heading] of [
    ['olivier', `/staff/${lang}/privacy`, null],
    ['alex', `/staff/${lang}/audit`, t('staff.audit.heading')],
    ['marie', `/staff/${lang}/cases`, t('staff.list.heading')],
  ] as const) {
    test(`${lang}: ${login} opens /staff and lands on ${landing}`, async ({ browser }) => {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto(`${server.url}/staff`)
      await page.locator('input[name="login"]').fill(login)
      await page.locator('input[name="password"]').fill('any password')
      await page.getByRole('button', { name: 'Sign-in' }).click()
      await expect(page).toHaveURL(server.url + landing)
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // Signed in already: /staff lands there again, without the provider.
      await page.goto(`${server.url}/staff`)
      await expect(page).toHaveURL(server.url + landing)
      await context.close()
    })
  }

  test(`${lang}: a refusal shows only the screens the person may open, with the account bar`, async ({ page }) => {
    await signIn(page, server, 'olivier', `/staff/${lang}/privacy`)
    await page.goto(`${server.url}/staff/${lang}/audit`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.error.forbidden.title'))
    const menu = page.getByRole('navigation', { name: t('staff.area') })
    await expect(menu.getByRole('link', { name: t('staff.nav.privacy') })).toBeVisible()
    await expect(menu.getByRole('link', { name: t('staff.nav.cases') })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: t('staff.nav.audit') })).toHaveCount(0)
    await expect(page.getByTestId('staff-allowed').getByRole('link', { name: t('staff.nav.incidents') })).toBeVisible()
    await expect(page.getByText(t('staff.signedInAs', { name: 'Olivier Gagnon' }))).toBeVisible()
    await page.getByRole('button', { name: t('staff.signOut'), exact: true }).click()
    await expect(page).toHaveURL(`${server.url}/${lang}`)
  })

  test(`${lang}: on a phone (390 × 844) the queue, a case, the standard responses, the figures and the audit log fit the screen`, async ({
    browser,
    request,
  }) => {
    const reference = await postSeriousAdverseEvent(request, server)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale })
    const page = await context.newPage()
    await signIn(page, server, 'sam', `/staff/${lang}/cases`)
    for (const path of [
      `/staff/${lang}/cases`,
      `/staff/${lang}/cases?view=serious`,
      `/staff/${lang}/cases/${reference}`,
      `/staff/${lang}/responses`,
      `/staff/${lang}/figures`,
      `/staff/${lang}/audit`,
    ]) {
      await page.goto(server.url + path)
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
    }
    // A reference is on one line.
    await page.goto(`${server.url}/staff/${lang}/cases?view=serious`)
    const link = page.locator(`tr[data-reference="${reference}"]`).getByRole('link', { name: reference })
    const box = await link.boundingBox()
    expect(box!.height).toBeLessThan(40)
    await context.close()
  })
}
