import crypto from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { addBusinessDays, addDays } from '../../app/calendar/business-days.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { formatStaffDay } from '../../app/staff/format.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { minimalSideEffect, sideEffectDetails } from '../support/test-answers.ts'
import { postForm, postSeriousAdverseEvent, signIn, staffServerForFile } from './staff-server.ts'

const server = staffServerForFile()
const t = staffTranslator('en')

/** Signs Marie in; the case's row in her queue, flagged a serious adverse event. */
async function seriousInQueue(page: Page, reference: string) {
  await signIn(page, server, 'marie')
  const row = page.locator(`tr[data-reference="${reference}"]`)
  await expect(row).toContainText(t('staff.flag.adverseEvent'))
  await expect(row).toContainText(t('staff.flag.serious'))
  return row
}

test('a serious adverse event goes from the form to closed, with both clocks, and the audit log shows each step', async ({
  page,
  request,
  browser,
}) => {
  const reference = await postSeriousAdverseEvent(request, server)
  const dayZero = dayIn(new Date(), COMPANY_TIME_ZONE)

  const row = await seriousInQueue(page, reference)
  await expect(row).toContainText(formatStaffDay(addBusinessDays(dayZero, 1), 'en'))
  await expect(row).toContainText(formatStaffDay(addDays(dayZero, 15), 'en'))

  await row.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.case.heading', { reference }))
  // Every answer, the visitor's words included, and day 0.
  await expect(page.locator('section[aria-labelledby="case-answers"]')).toContainText('Tingling in the fingers after the second dose.')
  await expect(page.locator('[data-field="report-due"]')).toContainText(formatStaffDay(addDays(dayZero, 15), 'en'))

  // Triage.
  await page.getByLabel(t('staff.case.moveTo')).selectOption('triaged')
  await page.getByRole('button', { name: t('staff.case.move') }).click()
  await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.triaged'))

  // Transferred without the safety system's number: refused, with the reason under the field and in the summary.
  await page.getByLabel(t('staff.case.moveTo')).selectOption('transferred')
  await page.getByRole('button', { name: t('staff.case.move') }).click()
  await expect(page.locator('#external-case-number-error')).toContainText(t('staff.error.external-number-required'))
  await expect(page.getByRole('alert')).toContainText(t('staff.error.external-number-required'))
  await expect(page).toHaveTitle(/^Error: /)
  // What was chosen is kept.
  await expect(page.getByLabel(t('staff.case.moveTo'))).toHaveValue('transferred')
  await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.triaged'))

  await page.getByLabel(t('staff.case.moveTo')).selectOption('transferred')
  await page.getByLabel(t('staff.field.externalCaseNumber')).fill('ARGUS-2026-0042')
  await page.getByRole('button', { name: t('staff.case.move') }).click()
  await expect(page.locator('[data-field="external-case-number"]')).toHaveText('ARGUS-2026-0042')

  await page.getByLabel(t('staff.case.moveTo')).selectOption('closed')
  await page.getByRole('button', { name: t('staff.case.move') }).click()
  await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.closed'))
  await expect(page.locator('section[aria-labelledby="case-history"]')).toContainText('ARGUS-2026-0042')

  // No script on a staff page, and never cached or indexed.
  const response = await page.request.get(page.url())
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(response.headers()['x-robots-tag']).toContain('noindex')
  expect(await page.locator('script:not([type="application/json"])').count()).toBe(0)

  // The administrator sees every step in the audit log.
  const admin = await browser.newPage()
  await signIn(admin, server, 'alex', '/staff/en/audit')
  await expect(admin.locator('tr[data-action]').first()).toBeVisible()
  const actions = await admin
    .locator('tr[data-action]')
    .evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-action')} ${r.textContent}`))
  const forCase = actions.filter((a) => a.includes(reference))
  expect(forCase.filter((a) => a.startsWith('case-view')).length).toBeGreaterThan(0)
  expect(forCase.filter((a) => a.startsWith('case-change')).length).toBe(3)
  expect(forCase.some((a) => a.includes('ARGUS-2026-0042'))).toBe(true)
  expect(
    actions
      .filter((a) => a.startsWith('sign-in'))
      .map((a) => a.includes('Marie Tremblay'))
      .includes(true),
  ).toBe(true)
  await admin.close()
})

test('a side-effect report from the short form opens a serious adverse-event case with its clocks', async ({ page, request }) => {
  // Each run its own words: the same answers again are a repeat, not a new report.
  const aeDescription = `${minimalSideEffect.aeDescription} (${crypto.randomUUID()})`
  const reference = await postForm(request, server, '/en/report-side-effect', { ...minimalSideEffect, ...sideEffectDetails, aeDescription })
  expect(reference).toMatch(/^MI-\d{4}-\d{6}$/)
  const dayZero = dayIn(new Date(), COMPANY_TIME_ZONE)

  const row = await seriousInQueue(page, reference)
  await expect(row).toContainText(formatStaffDay(addDays(dayZero, 15), 'en'))
  await row.getByRole('link', { name: reference }).click()
  await expect(page.locator('section[aria-labelledby="case-request"]')).toContainText(aeDescription)
  await expect(page.locator('section[aria-labelledby="case-answers"]')).toContainText(minimalSideEffect.reporterName)
})

test('the case list and case page exist in French', async ({ page, request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  const fr = staffTranslator('fr')
  await signIn(page, server, 'marie', '/staff/fr/cases')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('staff.list.heading'))
  await page.locator(`tr[data-reference="${reference}"]`).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('staff.case.heading', { reference }))
  await expect(page.locator('[data-field="status"]')).toHaveText(fr('staff.status.new'))
})

test('filters narrow the list, and the CSV export follows them', async ({ page, request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  await signIn(page, server, 'marie', '/staff/en/cases?adverseEvent=yes&form=medical-information')
  await expect(page.locator(`tr[data-reference="${reference}"]`)).toBeVisible()
  await page.goto(`${server.url}/staff/en/cases?form=contact`)
  await expect(page.locator(`tr[data-reference="${reference}"]`)).toHaveCount(0)
  const csv = await page.request.get(`${server.url}/staff/en/cases.csv?adverseEvent=yes`)
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(await csv.text()).toContain(`${reference},medical-information,en,`)
})

test('a user without the medical-information role gets 403 and no case', async ({ page, request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  await signIn(page, server, 'olivier', '/staff/en/privacy')
  await page.goto(`${server.url}/staff/en/cases`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.error.forbidden.title'))
  for (const path of [`/staff/en/cases/${reference}`, `/staff/en/cases/${reference}/print`, '/staff/en/cases.csv', '/staff/en/audit']) {
    const response = await page.request.get(server.url + path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(403)
    // The reference is in the address they typed; nothing of the case is in the answer.
    const body = await response.text()
    for (const data of ['Tingling', 'J.D.', 'Alex Martin', 'data-field', t('staff.flag.serious')]) expect(body, path).not.toContain(data)
  }
})

test('a signed-out visitor gets the sign-in, never a case', async ({ page, request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  for (const path of [
    `/staff/en/cases/${reference}`,
    '/staff/en/cases',
    '/staff/fr/audit',
    `/staff/en/cases/${reference}/print`,
    '/staff/en/cases.csv',
  ]) {
    const response = await request.get(server.url + path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(303)
    expect(response.headers().location).toBe(`/staff/sign-in?returnTo=${encodeURIComponent(path)}`)
    const body = await response.text()
    for (const data of ['Tingling', 'J.D.', 'Alex Martin', 'data-field']) expect(body, path).not.toContain(data)
  }
  await page.goto(`${server.url}/staff/en/cases/${reference}`)
  await expect(page).toHaveURL(new RegExp(`^${server.idp.issuer}/`))
  await expect(page.locator('body')).not.toContainText(reference)
})

test('with the staff area on, the e-mails carry no health information and link to the case', async ({ request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  const fs = await import('node:fs')
  const path = await import('node:path')
  const mails = () =>
    server
      .mailFiles()
      // Quoted-printable: long lines are cut with a soft break.
      .map((name) => fs.readFileSync(path.join(server.mailDir, name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => text.includes(reference))
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(2)
  for (const mail of mails()) {
    // The acknowledgement goes to the visitor's address; nothing else of theirs is in either e-mail.
    const [headers, ...body] = mail.split(/\r?\n\r?\n/)
    for (const words of ['Tingling', 'J.D.', 'Alex', 'Martin', 'alex.martin@example.com', 'renal'])
      expect(body.join('\n')).not.toContain(words)
    expect(headers).not.toMatch(/^Reply-To:/im)
    expect(headers).not.toMatch(/^Subject:.*(Tingling|renal)/im)
  }
  expect(mails().join('\n')).toContain(`/staff/en/cases/${reference}`)
})
