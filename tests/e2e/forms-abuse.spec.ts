import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { company } from '../../app/content/company.ts'
import { formatPhone } from '../../app/content/phone.ts'
import { minimalContact, toFormData } from '../support/test-answers.ts'
import { choice, field, type FormsServer, sendForm, startFormsServer, submitButton, text } from './forms-server.ts'

/**
 * What the forms do under abuse and failure: a rate-limited visitor gets a
 * translated 429 with their input kept; with the database unreachable a
 * visitor gets a 503 that keeps their input and gives the phone number, and
 * no confirmation; malformed posts of every kind get a 4xx, never a 5xx.
 */
test.describe.configure({ mode: 'serial' })

let limited: FormsServer
let broken: FormsServer

test.beforeAll(async () => {
  // Port 9 (discard) has no PostgreSQL: every connection is refused.
  ;[limited, broken] = await Promise.all([
    startFormsServer({ FORM_RATE_LIMIT: '2', FORM_RATE_WINDOW_SECONDS: '600' }),
    startFormsServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' }),
  ])
})
test.afterAll(async () => {
  await Promise.all([limited?.stop(), broken?.stop()])
  limited?.cleanUp()
  broken?.cleanUp()
})

async function fillContact(page: Page, lang: 'en' | 'fr') {
  await choice(page, lang, 'form.field.requesterType', 'form.option.requesterType.media').check()
  await field(page, lang, 'form.field.firstName').fill('Sam')
  await field(page, lang, 'form.field.lastName').fill('Lee')
  await field(page, lang, 'form.field.email').fill('sam.lee@example.com')
  await field(page, lang, 'form.field.province').selectOption('outside')
  await field(page, lang, 'form.field.subject').selectOption('media')
  await field(page, lang, 'form.field.message').fill('Interview request about rare diseases.')
  await choice(page, lang, 'form.field.preferredLanguage', 'form.option.preferredLanguage.en').check()
  await field(page, lang, 'form.field.consent').check()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('French: past the rate limit, a 429 page in French keeps every answer; nothing is stored', async ({ page }) => {
    for (let i = 0; i < 2; i++) {
      await page.goto(`${limited.url}/fr/nousjoindre`)
      expect(await sendForm(page, 'fr')).toBe(400)
    }
    await page.goto(`${limited.url}/fr/nousjoindre`)
    await fillContact(page, 'fr')
    const response = page.waitForResponse((r) => r.request().method() === 'POST')
    await submitButton(page, 'fr').click()
    expect((await response).status()).toBe(429)
    expect((await response).headers()['retry-after']).toBeTruthy()
    const notice = page.getByRole('alert')
    await expect(notice).toHaveText(text('fr', 'form.notice.rateLimited', { phone: formatPhone(company.phones.main, 'fr') }))
    await expect(notice).toBeFocused()
    await expect(field(page, 'fr', 'form.field.message')).toHaveValue('Interview request about rare diseases.')
    await expect(field(page, 'fr', 'form.field.province')).toHaveValue('outside')
    await expect(page.locator('.form-confirmation')).toHaveCount(0)
    expect((await limited.storedRows()).submissions).toHaveLength(0)
  })

  test('English: with the database unreachable, a 503 keeps the answers, says to retry or call, and confirms nothing', async ({ page }) => {
    await page.goto(`${broken.url}/en/medicalinformation`)
    await choice(page, 'en', 'form.field.requesterType', 'form.option.requesterType.patient').check()
    await field(page, 'en', 'form.field.firstName').fill('Élise')
    await field(page, 'en', 'form.field.lastName').fill('Gagnon')
    await field(page, 'en', 'form.field.email').fill('elise@example.com')
    await choice(page, 'en', 'form.field.contactMethod', 'form.option.contactMethod.email').check()
    await field(page, 'en', 'form.field.province').selectOption('NB')
    await choice(page, 'en', 'form.field.product', 'form.option.product.lysodren').check()
    await field(page, 'en', 'form.field.question').fill('How should it be stored?')
    await choice(page, 'en', 'form.field.preferredLanguage', 'form.option.preferredLanguage.fr').check()
    await choice(page, 'en', 'form.field.adverseEvent', 'form.option.yesNo.no').check()
    await choice(page, 'en', 'form.field.qualityProblem', 'form.option.yesNo.no').check()
    expect(await sendForm(page, 'en')).toBe(503)
    await expect(page.getByRole('alert')).toHaveText(
      text('en', 'form.notice.unavailable', { phone: formatPhone(company.phones.medicalInformation, 'en') }),
    )
    await expect(field(page, 'en', 'form.field.question')).toHaveValue('How should it be stored?')
    await expect(choice(page, 'en', 'form.field.product', 'form.option.product.lysodren')).toBeChecked()
    await expect(page.locator('.form-confirmation')).toHaveCount(0)
    expect(broken.output()).toContain('"msg":"submission not stored"')
    expect(broken.output()).not.toContain('How should it be stored')
  })
})

test('with JavaScript, the 503 comes back in place with the answers and the phone number', async ({ page }) => {
  await page.goto(`${broken.url}/fr/nousjoindre`)
  await fillContact(page, 'fr')
  expect(await sendForm(page, 'fr')).toBe(503)
  await expect(page.getByRole('alert')).toContainText(formatPhone(company.phones.main, 'fr'))
  await expect(page.getByRole('alert')).toBeFocused()
  await expect(field(page, 'fr', 'form.field.firstName')).toHaveValue('Sam')
})

const body = (fields: Record<string, string | readonly string[]>) => toFormData(fields).toString()

async function send(request: APIRequestContext, path: string, data: string | Buffer, headers: Record<string, string> = {}) {
  const response = await request.post(broken.url + path, {
    data,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: broken.url, ...headers },
    maxRedirects: 0,
  })
  return { status: response.status(), text: await response.text() }
}

test('malformed posts get a translated 4xx, never a 5xx', async ({ request }) => {
  const cases: { name: string; path: string; data: string | Buffer; headers?: Record<string, string>; status: number; says?: string }[] = [
    { name: 'nothing at all', path: '/en/contactus', data: '', status: 400, says: text('en', 'form.error.required.firstName') },
    {
      name: 'wrong types',
      path: '/fr/nousjoindre',
      data: body({ ...minimalContact, province: ['QC', 'ON'], requesterType: 'robot', consent: 'yes' }),
      status: 400,
      says: text('fr', 'form.error.invalid'),
    },
    {
      name: 'missing fields',
      path: '/en/medicalinformation',
      data: body({ firstName: 'Marie' }),
      status: 400,
      says: text('en', 'form.error.choose.requesterType'),
    },
    {
      name: 'a field far too long',
      path: '/en/contactus',
      data: body({ ...minimalContact, message: 'x'.repeat(6_000) }),
      status: 400,
      says: 'Enter no more than 5,000 characters.',
    },
    {
      name: 'a body over the size limit',
      path: '/fr/informationmedicale',
      data: 'a='.concat('x'.repeat(400_000)),
      status: 413,
      says: text('fr', 'form.notice.tooLarge', { phone: formatPhone(company.phones.medicalInformation, 'fr') }),
    },
    {
      name: 'a broken percent escape',
      path: '/en/contactus',
      data: 'firstName=%E9t%E9&message=%',
      status: 400,
      says: text('en', 'form.notice.badRequest', { phone: formatPhone(company.phones.main, 'en') }),
    },
    {
      name: 'bytes that are not UTF-8',
      path: '/fr/nousjoindre',
      data: Buffer.from([0x66, 0x3d, 0xff, 0xfe, 0x26]),
      status: 400,
      says: text('fr', 'form.notice.badRequest', { phone: formatPhone(company.phones.main, 'fr') }),
    },
    {
      name: 'NUL in a name',
      path: '/en/contactus',
      data: body({ ...minimalContact, lastName: 'Tremblay\u0000' }),
      status: 400,
      says: text('en', 'form.error.invalidText'),
    },
    {
      name: 'JSON',
      path: '/en/contactus',
      data: JSON.stringify(minimalContact),
      headers: { 'content-type': 'application/json' },
      status: 415,
      says: text('en', 'form.notice.badRequest', { phone: formatPhone(company.phones.main, 'en') }),
    },
    {
      name: 'another site',
      path: '/fr/informationmedicale',
      data: body(minimalContact),
      headers: { origin: 'https://evil.example' },
      status: 403,
      says: text('fr', 'form.notice.origin'),
    },
    {
      name: 'another site, through React Router’s data path',
      path: '/en/contactus.data',
      data: body(minimalContact),
      headers: { origin: 'https://evil.example' },
      status: 403,
    },
    {
      name: 'an opaque origin',
      path: '/en/contactus',
      data: body(minimalContact),
      headers: { origin: 'null' },
      status: 403,
      says: text('en', 'form.notice.origin'),
    },
  ]
  const logBefore = broken.output().length
  for (const item of cases) {
    const { status, text: page } = await send(request, item.path, item.data, item.headers)
    expect(status, item.name).toBe(item.status)
    if (item.says) expect(page.replaceAll('&#x27;', '’').replaceAll('&quot;', '"'), item.name).toContain(item.says.replaceAll('’', '’'))
  }
  // The server logged each of them as a 4xx, and no 5xx. The last log line may still be on its way from the child process.
  await expect
    .poll(
      () =>
        broken
          .output()
          .slice(logBefore)
          .match(/"status":4\d\d/g)?.length,
    )
    .toBe(cases.length)
  expect(broken.output().slice(logBefore)).not.toMatch(/"status":5\d\d/)
})
