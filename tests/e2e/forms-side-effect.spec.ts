import { expect, test, type Page } from '@playwright/test'
import { company } from '../../app/content/company.ts'
import { formatPhone } from '../../app/content/phone.ts'
import { enCopy } from '../../app/i18n/screen-copy/en.ts'
import { frCopy } from '../../app/i18n/screen-copy/fr.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { installAxe, runAxe } from './axe.ts'
import { hydrated } from './page-state.ts'
import {
  choice,
  consoleErrors,
  dateGroup,
  datePart,
  field,
  fillDate,
  formsServerForFile,
  nextPost,
  sendForm,
  submitButton,
  text,
  validationLoaded,
  expectErrorSummary,
} from './forms-server.ts'

/**
 * The side-effect report: one tap from each home page, the four minimum elements alone, with and without
 * JavaScript, a missing element refused in the page's language, and every report stored as a
 * medical-information adverse-event case.
 */
test.describe.configure({ mode: 'serial' })

const server = formsServerForFile()
const confirmed: { reference: string; lang: Lang }[] = []
const tileTitle = { en: enCopy['home.sideEffect.title'], fr: frCopy['home.sideEffect.title'] } as const
const paths = { en: '/en/report-side-effect', fr: '/fr/declarer-effet-secondaire' } as const

// Each language its own words: a post without JavaScript with the same fields as another is that report sent again.
const descriptions = {
  en: 'Test report: dizziness the morning after the first dose.',
  fr: 'Déclaration de test : étourdissements le matin après la première dose.',
} as const
const phoneDescriptions = {
  en: 'Test report from a phone: a rash on both arms.',
  fr: 'Déclaration de test depuis un téléphone : éruption sur les deux bras.',
} as const
const containing = (sentence: string) => new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** From the home page, the side-effect tile: one tap. */
async function openFromHome(page: Page, lang: Lang) {
  await page.goto(`${server.url}/${lang}`)
  // The home page's door, not the header's or the footer's link of the same name.
  await page.getByTestId('audience-doors').getByRole('link', { name: tileTitle[lang], exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${paths[lang]}/?$`))
  await expect(page.getByRole('heading', { level: 1, name: tileTitle[lang] })).toBeVisible()
}

/** Only the four minimum elements: a reporter and a way to reach them, the patient, the product, the reaction. */
async function fillMinimum(page: Page, lang: Lang) {
  await choice(page, lang, 'form.field.requesterType', 'form.option.reporterRole.caregiver').check()
  await field(page, lang, 'form.field.reporterName').fill('Sam Okafor')
  await field(page, lang, 'form.field.email').fill('sam.okafor@example.com')
  await field(page, lang, 'form.field.aePatientInitials').fill('R.O.')
  await choice(page, lang, 'form.field.suspectProduct', 'form.option.suspectProduct.lysodren').check()
  await field(page, lang, 'form.field.aeDescription').fill(descriptions[lang])
}

async function expectConfirmation(page: Page, lang: Lang) {
  await expect(page.getByRole('heading', { name: text(lang, 'form.confirmation.title.side-effect') })).toBeFocused()
  const reference = (await page.locator('.form-confirmation__reference strong').textContent()) ?? ''
  expect(reference).toMatch(/^MI-\d{4}-\d{6}$/)
  await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'form.confirmation.title.side-effect')} – `))
  // A report's own words: its team reviews it as a priority, said once, about a report rather than a request.
  await expect(page.getByText(text(lang, 'form.confirmation.next.side-effect'))).toBeVisible()
  await expect(page.getByText(text(lang, 'form.confirmation.adverseEvent'))).toHaveCount(0)
  await expect(page.getByText(text(lang, 'form.confirmation.keepReport'))).toBeVisible()
  await expect(page.getByRole('link', { name: text(lang, 'form.confirmation.vigilanceLink') })).toBeVisible()
  await expect(page.locator('.form-confirmation')).toContainText(formatPhone(company.phones.medicalInformation, lang))
  confirmed.push({ reference, lang })
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`with JavaScript (${lang})`, () => {
    test(`${lang}: from the home page in one tap, four elements, the optional details folded, sent`, async ({ page }) => {
      const errors = consoleErrors(page)
      await installAxe(page)
      await openFromHome(page, lang)
      // The optional details wait behind their summary; the send button follows the four elements.
      await expect(field(page, lang, 'form.field.otherMedicines')).toBeHidden()
      await fillMinimum(page, lang)
      expect(await runAxe(page)).toEqual([])
      expect(await sendForm(page, lang)).toBe(200)
      await expectConfirmation(page, lang)
      expect(await runAxe(page)).toEqual([])
      expect(errors).toEqual([])
    })
  })

  test.describe(`on a phone (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test(`${lang}: home page, one tap to the report, its questions on one screen, one tap to send, a reference`, async ({ page }) => {
      const pages: string[] = []
      page.on('framenavigated', (frame) => {
        // Client-side history updates count too: only a change of address is another page.
        const path = new URL(frame.url()).pathname
        if (frame === page.mainFrame() && pages.at(-1) !== path) pages.push(path)
      })
      await page.goto(`${server.url}/${lang}`)
      await hydrated(page)
      // Tap one: the home page's side-effect door, on the first screen.
      const door = page.getByTestId('audience-doors').getByRole('link', { name: tileTitle[lang], exact: true })
      await expect(door).toBeInViewport()
      await door.tap()
      await expect(page.getByRole('heading', { level: 1, name: tileTitle[lang] })).toBeVisible()
      // One screen of questions: every question of the report on this page, the first of them on the first
      // screen, nothing to step through, and the send button right after the four elements.
      await expect(choice(page, lang, 'form.field.requesterType', 'form.option.reporterRole.patient')).toBeInViewport()
      await expect(page.locator('form button[type="submit"]')).toHaveCount(1)
      await expect(field(page, lang, 'form.field.otherMedicines')).toBeHidden()
      await choice(page, lang, 'form.field.requesterType', 'form.option.reporterRole.patient').check()
      await field(page, lang, 'form.field.reporterName').fill('Sam Okafor')
      await field(page, lang, 'form.field.phone').fill('514 555-0123')
      await choice(page, lang, 'form.field.suspectProduct', 'form.option.suspectProduct.lysodren').check()
      await field(page, lang, 'form.field.aeDescription').fill(phoneDescriptions[lang])
      // Tap two: send.
      const status = nextPost(page)
      await submitButton(page, lang).tap()
      expect(await status).toBe(200)
      await expectConfirmation(page, lang)
      expect(pages).toEqual([`/${lang}`, paths[lang]])
      // A slip to keep: printed, the confirmation without the page's introduction, ending with where it was sent.
      await expect(page.getByRole('button', { name: text(lang, 'form.confirmation.print') })).toBeVisible()
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('.page__body > .prose')).toBeHidden()
      await expect(page.locator('.form-confirmation__source')).toContainText(`${text(lang, 'form.confirmation.sentFrom')} `)
      await expect(page.locator('.form-confirmation__source')).toContainText(paths[lang])
      await expect(page.getByRole('button', { name: text(lang, 'form.confirmation.print') })).toBeHidden()
    })
  })

  test.describe(`without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false })

    test(`${lang}: a missing element comes back translated with a 400 and the answers kept, then the report is sent`, async ({ page }) => {
      await openFromHome(page, lang)
      await fillMinimum(page, lang)
      await field(page, lang, 'form.field.email').fill('')
      await field(page, lang, 'form.field.aePatientInitials').fill('')
      expect(await sendForm(page, lang)).toBe(400)
      const email = field(page, lang, 'form.field.email')
      await expectErrorSummary(page, lang, email)
      // An "at least one of" error is the group's: said by it, once, and the group marked as a whole.
      const reach = page.getByRole('group', { name: new RegExp(`^${text(lang, 'form.group.reachReporter')}`) })
      await expect(reach).toHaveAccessibleDescription(containing(text(lang, 'form.error.reachReporter')))
      await expect(reach).toHaveClass(/field--invalid/)
      await expect(reach.getByText(text(lang, 'form.error.reachReporter'))).toHaveCount(1)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(
        page.getByRole('group', { name: new RegExp(`^${text(lang, 'form.group.identifyPatient')}`) }),
      ).toHaveAccessibleDescription(containing(text(lang, 'form.error.identifyPatient')))
      await expect(field(page, lang, 'form.field.aeDescription')).toHaveValue(descriptions[lang])
      await expect(choice(page, lang, 'form.field.suspectProduct', 'form.option.suspectProduct.lysodren')).toBeChecked()

      // A telephone number instead of the e-mail, and "I am the patient": no patient details needed.
      await field(page, lang, 'form.field.phone').fill('514 555-0199')
      await choice(page, lang, 'form.field.requesterType', 'form.option.reporterRole.patient').check()
      expect(await sendForm(page, lang)).toBe(200)
      await expectConfirmation(page, lang)
      // No e-mail given: no acknowledgement promised.
      await expect(page.locator('.form-confirmation')).not.toContainText('@')
    })
  })
}

test('the optional details open by keyboard, and stay open while an answer there needs fixing', async ({ page }) => {
  await page.goto(server.url + paths.en)
  await fillMinimum(page, 'en')
  await validationLoaded(page)
  const summary = page.locator('summary.form-details__summary')
  await summary.focus()
  await page.keyboard.press('Enter')
  const date = datePart(page, 'en', 'form.field.aeStartDate', 'day')
  await expect(date).toBeVisible()
  await fillDate(page, 'en', 'form.field.aeStartDate', { day: '31', month: '6', year: '2026' })
  // Closing them with an error inside: they stay open, and the error summary's link leads to the answer to fix.
  await summary.click()
  await expect(date).toBeVisible()
  await submitButton(page, 'en').click()
  await expectErrorSummary(page, 'en', date)
  await expect(dateGroup(page, 'en', 'form.field.aeStartDate')).toHaveAccessibleDescription(/This date does not exist/)
  await date.fill('27')
  await expect(date).not.toHaveAttribute('aria-invalid')
  await expect(date).toBeVisible()
  await expect(field(page, 'en', 'form.field.otherMedicines')).toBeVisible()
  // Fixed: the visitor may fold them again.
  await summary.click()
  await expect(date).toBeHidden()
})

test('on a phone no "(optional)" or "(required)" starts a line: each is held to its label’s last word', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['en', 'fr'] as const) {
    await page.goto(server.url + paths[lang])
    await page.locator('summary.form-details__summary').click()
    const alone = await page.locator('form .field__requirement').evaluateAll((markers) =>
      markers
        .filter((marker) => marker.checkVisibility())
        .filter((marker) => {
          // Pushed to a line of its own: below the label's first line, at the start of the label's box.
          const label = marker.parentElement!
          const box = label.getBoundingClientRect()
          const start = box.left + parseFloat(getComputedStyle(label).paddingLeft)
          const first = marker.getClientRects()[0]!
          return first.top > label.getClientRects()[0]!.top + 1 && first.left - start < 2
        })
        .map((marker) => marker.parentElement!.textContent),
    )
    expect(alone, lang).toEqual([])
  }
})

test('the medical-information form points to the shorter report, just above its side-effect question', async ({ page }) => {
  await page.goto(`${server.url}/en/medicalinformation`)
  await page.getByRole('link', { name: text('en', 'form.link.shorterReport') }).click()
  await expect(page).toHaveURL(/\/en\/report-side-effect\/?$/)
})

test('every report is stored as a medical-information adverse-event case, its team e-mail urgent', async () => {
  expect(confirmed).toHaveLength(6)
  const rows = await server.storedRows()
  expect(rows.submissions.map((row) => row.reference).sort()).toEqual(confirmed.map((c) => c.reference).sort())
  for (const { reference, lang } of confirmed) {
    const row = rows.submissions.find((r) => r.reference === reference)!
    expect(row, reference).toMatchObject({ form: 'side-effect', lang, adverseEvent: true, qualityProblem: false, suspectedSpam: false })
    expect(row.answers).toMatchObject({ reporterName: 'Sam Okafor', suspectProduct: 'lysodren' })
    const team = rows.outbox.find((message) => message.submissionId === row.id && message.kind === 'team')!.message as {
      subject: string
      to: string
    }
    expect(team.to).toBe('medinfo@nordorapharma.ca')
    expect(team.subject).toMatch(/^URGENT – ADVERSE EVENT – Side-effect report – MI-/)
  }
})
