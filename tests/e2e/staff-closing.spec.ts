import { expect, test, type Page } from '@playwright/test'
import { languages } from '../../app/routing/route-table.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { postSeriousAdverseEvent, signIn, staffServerForFile, type StaffServer } from './staff-server.ts'

/**
 * Closing a serious adverse event: never without a transfer (the screen says so, and the server refuses a post
 * that skips the screen), and closed for a reason only once a second member of the team confirms it. Both
 * languages, as the medical-information manager and a colleague would do it.
 */
const server = staffServerForFile()

/** A post of the case page's form, as a browser would send it, with the page's own CSRF token. */
async function post(page: Page, s: StaffServer, path: string, fields: Record<string, string>) {
  await page.goto(s.url + path)
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  return page.request.post(s.url + path, { form: { csrf, ...fields }, headers: { origin: s.url }, maxRedirects: 0 })
}

for (const lang of languages) {
  const t = staffTranslator(lang)

  test(`${lang}: a serious adverse event cannot be closed or answered before its transfer, in the screen or by a direct post`, async ({
    page,
    request,
  }) => {
    const reference = await postSeriousAdverseEvent(request, server)
    const path = `/staff/${lang}/cases/${reference}`
    await signIn(page, server, 'marie', path)

    await page.getByLabel(t('staff.case.moveTo')).selectOption('closed')
    await page.getByRole('button', { name: t('staff.case.move') }).click()
    await expect(page.locator('#status-to-error')).toContainText(t('staff.error.transfer-required'))
    await expect(page.getByRole('alert')).toContainText(t('staff.error.transfer-required'))
    await expect(page).toHaveTitle(lang === 'fr' ? /^Erreur\u00a0: / : /^Error: /)
    await expect(page.getByLabel(t('staff.case.moveTo'))).toHaveValue('closed')
    await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.new'))
    await expect(page.locator('[data-field="report-due"]')).not.toContainText(t('staff.due.met'))

    for (const to of ['closed', 'answered']) {
      const response = await post(page, server, path, { intent: 'status', to })
      expect(response.status(), to).toBe(409)
      expect(await response.text()).toContain(t('staff.error.transfer-required').slice(0, 40))
    }
    await page.goto(server.url + path)
    await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.new'))

    // With the safety system's number recorded, the report is done and the case may close.
    await page.getByLabel(t('staff.case.moveTo')).selectOption('transferred')
    await page.getByLabel(t('staff.field.externalCaseNumber')).fill(`VS-${lang}-0042`)
    await page.getByRole('button', { name: t('staff.case.move') }).click()
    await expect(page.locator('[data-field="report-due"]')).toContainText(t('staff.due.met'))
    await page.getByLabel(t('staff.case.moveTo')).selectOption('closed')
    await page.getByRole('button', { name: t('staff.case.move') }).click()
    await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.closed'))
  })

  test(`${lang}: closing an adverse event for a reason needs a second person, never the one who asked`, async ({ browser, request }) => {
    const reference = await postSeriousAdverseEvent(request, server)
    const path = `/staff/${lang}/cases/${reference}`
    const marie = await browser.newPage()
    await signIn(marie, server, 'marie', path)

    // No reason: refused, the error on the field.
    await marie.getByRole('button', { name: t('staff.closure.request') }).click()
    await expect(marie.locator('#closure-reason-error')).toContainText(t('staff.error.close-reason-required'))
    // A duplicate needs the reference it repeats.
    await marie.getByLabel(t('staff.closeReason.duplicate')).check()
    await marie.getByRole('button', { name: t('staff.closure.request') }).click()
    await expect(marie.locator('#closure-duplicate-of-error')).toContainText(t('staff.error.duplicate-of-required'))
    await expect(marie.getByLabel(t('staff.closeReason.duplicate'))).toBeChecked()

    await marie.getByLabel(t('staff.closeReason.not-adverse-event')).check()
    await marie.getByRole('button', { name: t('staff.closure.request') }).click()
    await expect(marie.getByRole('status')).toHaveText(t('staff.case.closureRequested'))
    await expect(marie.locator('[data-field="status"]')).toHaveText(t('staff.status.new'))
    // Marie may withdraw it, not confirm it: no button, and a direct post is refused.
    await expect(marie.getByRole('button', { name: t('staff.closure.confirm') })).toHaveCount(0)
    const forged = await post(marie, server, path, { intent: 'confirm-closure' })
    expect(forged.status()).toBe(409)
    expect(await forged.text()).toContain(t('staff.error.same-person').slice(0, 30))
    await marie.goto(server.url + path)
    await expect(marie.locator('[data-field="status"]')).toHaveText(t('staff.status.new'))

    // Sam finds it among the closures to confirm, and confirms it.
    const sam = await browser.newPage()
    await signIn(sam, server, 'sam', `/staff/${lang}/cases?view=to-confirm`)
    await sam.locator(`tr[data-reference="${reference}"]`).getByRole('link', { name: reference }).click()
    await sam.getByRole('button', { name: t('staff.closure.confirm') }).click()
    await expect(sam.getByRole('status')).toHaveText(t('staff.case.closed'))
    await expect(sam.locator('[data-field="status"]')).toHaveText(t('staff.status.closed'))
    await expect(sam.locator('[data-field="report-due"]')).toContainText(t('staff.due.closedWithoutTransfer'))
    await expect(sam.locator('[data-field="report-due"]')).toContainText(t('staff.closeReason.not-adverse-event'))
    await expect(sam.locator('[data-field="report-due"]')).not.toContainText(t('staff.due.met'))
    await expect(sam.locator('section[aria-labelledby="case-history"]')).toContainText('Sam Lee')
    await marie.close()
    await sam.close()
  })

  test(`${lang}: a search by reference finds the case, and the search is in the audit log`, async ({ page, request, browser }) => {
    const reference = await postSeriousAdverseEvent(request, server)
    await signIn(page, server, 'marie', `/staff/${lang}/cases`)
    await page.getByLabel(t('staff.search.label')).fill(reference.toLowerCase())
    await page.getByRole('button', { name: t('staff.search.submit') }).click()
    await expect(page.locator('tr[data-reference]')).toHaveCount(1)
    await expect(page.locator(`tr[data-reference="${reference}"]`)).toBeVisible()
    await expect(page.getByRole('status')).toContainText(t('staff.search.results', { count: 1, query: reference.toLowerCase() }))

    const admin = await browser.newPage()
    await signIn(admin, server, 'alex', `/staff/${lang}/audit?action=case-search`)
    await expect(admin.locator('tr[data-action="case-search"]').first()).toContainText(t('staff.auditWords.by.reference'))
    await admin.close()
  })
}
