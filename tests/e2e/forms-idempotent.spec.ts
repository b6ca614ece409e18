import { expect, test, type Page } from '@playwright/test'
import { choice, field, formsServerForFile, submitButton } from './forms-server.ts'
import { rawRequest } from './raw-http.ts'
import { formTranslator } from '../../app/forms/domain/messages/index.ts'

/**
 * A post sent again is not a second request: a refreshed confirmation
 * (without JavaScript the browser posts the same body again) and a retry
 * after a time-out (with JavaScript, the page's submission key) get the
 * first confirmation and reference back, and nothing new is stored or sent;
 * the stored submission counts the repeat. A new report from the same tab,
 * after a confirmation, is stored as its own.
 */
test.describe.configure({ mode: 'serial' })

const server = formsServerForFile()

async function fillContact(page: Page, message: string) {
  await choice(page, 'en', 'form.field.requesterType', 'form.option.requesterType.patient').check()
  await field(page, 'en', 'form.field.firstName').fill('Sam')
  await field(page, 'en', 'form.field.lastName').fill('Lee')
  await field(page, 'en', 'form.field.email').fill('sam.lee@example.com')
  await field(page, 'en', 'form.field.province').selectOption('ON')
  await field(page, 'en', 'form.field.subject').selectOption('general')
  await field(page, 'en', 'form.field.message').fill(message)
  await choice(page, 'en', 'form.field.preferredLanguage', 'form.option.preferredLanguage.en').check()
  await field(page, 'en', 'form.field.consent').check()
}
/** Opens the contact form once its script has run and given the page its submission key: the key's field and value. */
async function openWithKey(page: Page) {
  const key = page.locator('input[name="submissionKey"]')
  await page.goto(`${server.url}/en/contactus`)
  await expect(key).toHaveValue(/^[0-9a-f-]{36}$/)
  return { key, firstKey: await key.inputValue() }
}
const referenceOn = (page: Page) => page.locator('.form-confirmation').getAttribute('data-reference')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the confirmation refreshed (the same body posted again) shows the same reference', async ({ page }) => {
    let body = ''
    page.on('request', (request) => {
      if (request.method() === 'POST') body = request.postData() ?? ''
    })
    await page.goto(`${server.url}/en/contactus`)
    await fillContact(page, 'A refreshed confirmation must not send this twice.')
    await submitButton(page, 'en').click()
    const reference = await referenceOn(page)
    expect(reference).toMatch(/^CT-\d{4}-\d{6}$/)
    expect(body).toMatch(/(^|&)submissionKey=(&|$)/)
    // What a refresh of the confirmation sends: the same body to the same address.
    for (let i = 0; i < 2; i++) {
      const again = await rawRequest(server.url, {
        method: 'POST',
        path: '/en/contactus',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body,
      })
      expect(again.status).toBe(200)
      expect(again.body).toContain(`data-reference="${reference}"`)
    }
  })
})

test('with JavaScript, a retry after a lost answer, even from the page reloaded, gets the first reference back', async ({ page }) => {
  const { key, firstKey } = await openWithKey(page)
  await fillContact(page, 'The answer to this one is lost on the way back.')
  // The first post reaches the server and is stored, but its answer never reaches the browser.
  let stored: string | undefined
  await page.route('**/en/contactus.data*', async (route) => {
    if (stored === undefined && route.request().method() === 'POST') {
      const response = await route.fetch()
      stored = /CT-\d{4}-\d{6}/.exec(await response.text())?.[0]
      return route.abort('timedout')
    }
    return route.continue()
  })
  await submitButton(page, 'en').click()
  await expect.poll(() => stored).toMatch(/^CT-\d{4}-\d{6}$/)
  await expect(page.locator('.form-confirmation')).toHaveCount(0)
  // The visitor reloads the page and sends the same request again: the tab keeps its key.
  await page.goto(`${server.url}/en/contactus`)
  await expect(key).toHaveValue(firstKey)
  await fillContact(page, 'The answer to this one is lost on the way back.')
  await submitButton(page, 'en').click()
  await expect(page.locator('.form-confirmation')).toBeVisible()
  expect(await referenceOn(page)).toBe(stored)
})

test('with JavaScript, the same tab after a confirmation has a new key: the same words sent again are a new report', async ({ page }) => {
  const { key, firstKey } = await openWithKey(page)
  await fillContact(page, 'Reported once, then again from the same tab.')
  await submitButton(page, 'en').click()
  await expect(page.locator('.form-confirmation')).toBeVisible()
  const first = await referenceOn(page)
  await page.getByRole('link', { name: formTranslator('en')('form.confirmation.another') }).click()
  await expect(key).toHaveValue(/^[0-9a-f-]{36}$/)
  expect(await key.inputValue()).not.toBe(firstKey)
  await fillContact(page, 'Reported once, then again from the same tab.')
  await submitButton(page, 'en').click()
  await expect(page.locator('.form-confirmation')).toBeVisible()
  expect(await referenceOn(page)).not.toBe(first)
})

test('one submission stored for each report, its repeats counted on it, one e-mail of each kind', async () => {
  const rows = await server.storedRows()
  // The refreshed confirmation (sent three times), the retry (twice), and the two reports from one tab.
  expect(rows.submissions.map((row) => row.timesReceived)).toEqual([3, 2, 1, 1])
  expect(rows.submissions[0]!.repeatedAt).toHaveLength(2)
  expect(rows.submissions.every((row) => row.dedupeKey)).toBe(true)
  expect(rows.outbox).toHaveLength(8)
})
