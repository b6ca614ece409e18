import { expect, test, type Page } from '@playwright/test'
import type { Lang } from '../../app/routing/route-table.ts'
import { installAxe, runAxe } from './axe.ts'
import {
  choice,
  consoleErrors,
  field,
  formsServerForFile,
  sendForm,
  submitButton,
  text,
  validationLoaded,
  expectErrorSummary,
} from './forms-server.ts'

/**
 * The contact form in both languages, with and without JavaScript: errors
 * for empty and malformed answers, the reference number after sending, and
 * the rows the server stored (read from its database once it has stopped).
 */
test.describe.configure({ mode: 'serial' })

const server = formsServerForFile()
const confirmed: { reference: string; lang: Lang; spam: boolean }[] = []

const paths = { en: '/en/contactus', fr: '/fr/nousjoindre' } as const

async function fillContact(page: Page, lang: Lang, email = 'marie.tremblay@example.com') {
  await choice(page, lang, 'form.field.requesterType', 'form.option.requesterType.caregiver').check()
  await field(page, lang, 'form.field.firstName').fill('Marie-Ève')
  await field(page, lang, 'form.field.lastName').fill('Tremblay')
  await field(page, lang, 'form.field.email').fill(email)
  await field(page, lang, 'form.field.province').selectOption('QC')
  await field(page, lang, 'form.field.subject').selectOption('products')
  await field(page, lang, 'form.field.message').fill('Bonjour,\nOù trouver la monographie de produit ?')
  await choice(page, lang, 'form.field.preferredLanguage', 'form.option.preferredLanguage.fr').check()
  await field(page, lang, 'form.field.consent').check()
}

async function expectConfirmation(page: Page, lang: Lang) {
  await expect(page.getByRole('heading', { name: text(lang, 'form.confirmation.title.contact') })).toBeFocused()
  // The title names the confirmation, with and without script.
  await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'form.confirmation.title.contact')} – `))
  const reference = (await page.locator('.form-confirmation__reference strong').textContent()) ?? ''
  expect(reference).toMatch(/^CT-\d{4}-\d{6}$/)
  return reference
}

test.describe('with JavaScript', () => {
  test('English: errors show as the visitor goes and on sending, focus goes to the first; then the message is sent', async ({ page }) => {
    const errors = consoleErrors(page)
    await installAxe(page)
    await page.goto(server.url + paths.en)
    const email = field(page, 'en', 'form.field.email')
    await email.focus()
    await validationLoaded(page)
    await email.fill('marie@')
    await email.blur()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/)
    await email.fill('marie@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')

    await submitButton(page, 'en').click()
    await expectErrorSummary(page, 'en', choice(page, 'en', 'form.field.requesterType', 'form.option.requesterType.patient'))
    const firstName = field(page, 'en', 'form.field.firstName')
    await expect(firstName).toHaveAccessibleDescription(/Enter your first name/)
    await expect(field(page, 'en', 'form.field.consent')).toHaveAttribute('aria-invalid', 'true')
    // Correcting an answer while the summary shows leaves the focus where the visitor types.
    await firstName.focus()
    await page.keyboard.type('Marie')
    await expect(firstName).not.toHaveAttribute('aria-invalid')
    await expect(firstName).toBeFocused()
    // The form with its errors meets WCAG 2.1 AA in both colour schemes.
    expect(await runAxe(page)).toEqual([])
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await runAxe(page)).toEqual([])

    await fillContact(page, 'en')
    expect(await sendForm(page, 'en')).toBe(200)
    confirmed.push({ reference: await expectConfirmation(page, 'en'), lang: 'en', spam: false })
    await expect(page.getByText(text('en', 'form.confirmation.acknowledgement', { email: 'marie.tremblay@example.com' }))).toBeVisible()
    expect(await runAxe(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test('French: a malformed answer is caught before sending, in French, with the answers kept', async ({ page }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST') posts++
    })
    await page.goto(server.url + paths.fr)
    await fillContact(page, 'fr', 'pas-une-adresse')
    await validationLoaded(page)
    await submitButton(page, 'fr').click()
    const email = field(page, 'fr', 'form.field.email')
    await expectErrorSummary(page, 'fr', email)
    await expect(email).toHaveAccessibleDescription(/Entrez une adresse courriel valide/)
    await expect(field(page, 'fr', 'form.field.lastName')).toHaveValue('Tremblay')
    expect(posts).toBe(0)
    await email.fill('marie@example.com')
    expect(await sendForm(page, 'fr')).toBe(200)
    confirmed.push({ reference: await expectConfirmation(page, 'fr'), lang: 'fr', spam: false })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('French: an empty form comes back with every error next to its field, focus on their summary', async ({ page }) => {
    await page.goto(server.url + paths.fr)
    expect(await sendForm(page, 'fr')).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expectErrorSummary(page, 'fr', choice(page, 'fr', 'form.field.requesterType', 'form.option.requesterType.patient'))
    await expect(field(page, 'fr', 'form.field.firstName')).toHaveAccessibleDescription(/Entrez votre prénom/)
    // A missing answer is said in its question's words, in the summary too (no label needed before it).
    await expect(page.getByRole('link', { name: 'Entrez votre prénom.', exact: true })).toBeVisible()
    await expect(field(page, 'fr', 'form.field.consent')).toHaveAccessibleDescription(/Cochez la case pour accepter/)
    // The province is optional, a journalist's included: said in its label, and no error when it is left out.
    const province = field(page, 'fr', 'form.field.province')
    await expect(page.locator(`label[for="${await province.getAttribute('id')}"]`)).toHaveText(
      `${text('fr', 'form.field.province')}\u00a0${text('fr', 'form.optional')}`,
    )
    await expect(province).not.toHaveAttribute('aria-invalid')
    await expect(province).not.toHaveAttribute('aria-required')
  })

  test('English: malformed answers are kept and explained; corrected, the message is sent', async ({ page }) => {
    await page.goto(server.url + paths.en)
    await fillContact(page, 'en')
    await field(page, 'en', 'form.field.phone').fill('12')
    await field(page, 'en', 'form.field.message').fill('x'.repeat(10))
    expect(await sendForm(page, 'en')).toBe(400)
    const phone = field(page, 'en', 'form.field.phone')
    await expectErrorSummary(page, 'en', phone)
    await expect(phone).toHaveValue('12')
    await expect(phone).toHaveAccessibleDescription(/Enter a valid telephone number/)
    await expect(field(page, 'en', 'form.field.firstName')).toHaveValue('Marie-Ève')
    await expect(field(page, 'en', 'form.field.province')).toHaveValue('QC')
    await expect(choice(page, 'en', 'form.field.requesterType', 'form.option.requesterType.caregiver')).toBeChecked()
    await expect(field(page, 'en', 'form.field.consent')).toBeChecked()

    await phone.fill('514 555-0123')
    expect(await sendForm(page, 'en')).toBe(200)
    confirmed.push({ reference: await expectConfirmation(page, 'en'), lang: 'en', spam: false })
  })

  test('a robot that fills the hidden field gets the same confirmation; the message is kept, flagged', async ({ page }) => {
    await page.goto(server.url + paths.en)
    await fillContact(page, 'en')
    await page.locator('input[name="website"]').fill('https://spam.example')
    await submitButton(page, 'en').click()
    const reference = await expectConfirmation(page, 'en')
    await expect(page.getByText(/We are sending an acknowledgement/)).toHaveCount(0)
    confirmed.push({ reference, lang: 'en', spam: true })
  })
})

test('every confirmed message is stored, in its language, with its notifications written', async () => {
  expect(confirmed).toHaveLength(4)
  const rows = await server.storedRows()
  expect(rows.submissions.map((row) => row.reference).sort()).toEqual(confirmed.map((c) => c.reference).sort())
  for (const { reference, lang, spam } of confirmed) {
    const row = rows.submissions.find((r) => r.reference === reference)!
    expect(row, reference).toMatchObject({ form: 'contact', lang, suspectedSpam: spam, adverseEvent: false })
    expect(row.answers).toMatchObject({ firstName: 'Marie-Ève', province: 'QC', subject: 'products', consent: 'on' })
    expect(row.answers).not.toHaveProperty('website')
    const kinds = rows.outbox.filter((m) => m.submissionId === row.id).map((m) => m.kind)
    expect(kinds.sort(), reference).toEqual(spam ? ['team'] : ['acknowledgement', 'team'])
  }
})
