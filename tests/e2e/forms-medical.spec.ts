import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
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
  sendForm,
  submitButton,
  text,
  validationLoaded,
  expectErrorSummary,
} from './forms-server.ts'

/**
 * The medical-information form in both languages, with and without
 * JavaScript: the follow-up questions, the adverse-event branch with its
 * date in three parts, the reference number, and the rows and
 * e-mails the server wrote.
 */
test.describe.configure({ mode: 'serial' })

const server = formsServerForFile()
const confirmed: { reference: string; lang: Lang; adverseEvent: boolean }[] = []

const paths = { en: '/en/medicalinformation', fr: '/fr/informationmedicale' } as const
const aeGroup = 'form.field.adverseEvent' as const

async function fillRequester(page: Page, lang: Lang) {
  await choice(page, lang, 'form.field.requesterType', 'form.option.requesterType.healthcareProfessional').check()
  await field(page, lang, 'form.field.profession').fill('Neurologue')
  await field(page, lang, 'form.field.firstName').fill('Alex')
  await field(page, lang, 'form.field.lastName').fill('Martin')
  await field(page, lang, 'form.field.email').fill('alex.martin@example.com')
  await choice(page, lang, 'form.field.contactMethod', 'form.option.contactMethod.email').check()
  await field(page, lang, 'form.field.province').selectOption('ON')
  await choice(page, lang, 'form.field.product', 'form.option.product.ruzurgi').check()
  await field(page, lang, 'form.field.question').fill('Is there data on use with renal impairment?')
  await choice(page, lang, 'form.field.preferredLanguage', `form.option.preferredLanguage.${lang}`).check()
  await choice(page, lang, 'form.field.qualityProblem', 'form.option.yesNo.no').check()
}

async function fillAdverseEvent(page: Page, lang: Lang, startDate: { day: string; month: string; year: string }) {
  await choice(page, lang, aeGroup, 'form.option.yesNo.yes').check()
  await field(page, lang, 'form.field.aePatientInitials').fill('J.D.')
  await field(page, lang, 'form.field.aeAge').fill('54')
  await choice(page, lang, 'form.field.aeSex', 'form.option.sex.female').check()
  await fillDate(page, lang, 'form.field.aeStartDate', startDate)
  await field(page, lang, 'form.field.aeDescription').fill('Fourmillements dans les doigts après la deuxième dose.')
  await choice(page, lang, 'form.field.aeSerious', 'form.option.yesNo.yes').check()
  await choice(page, lang, 'form.field.aeSeriousCriteria', 'form.option.seriousCriteria.hospitalization').check()
  await field(page, lang, 'form.field.aeOutcome').selectOption('recovering')
  await choice(page, lang, 'form.field.aeFollowUpConsent', 'form.option.yesNo.yes').check()
}

/** Opens the calendar beside the side effect's start date; resolves with its dialog. */
async function openStartDateCalendar(page: Page, lang: Lang) {
  await page
    .getByRole('button', { name: text(lang, 'form.calendar.open') })
    .first()
    .click()
  return page.getByRole('dialog', { name: text(lang, 'form.field.aeStartDate') })
}

async function expectConfirmation(page: Page, lang: Lang, adverseEvent: boolean) {
  await expect(page.getByRole('heading', { name: text(lang, 'form.confirmation.title.medical-information') })).toBeFocused()
  const reference = (await page.locator('.form-confirmation__reference strong').textContent()) ?? ''
  expect(reference).toMatch(/^MI-\d{4}-\d{6}$/)
  await expect(page.getByText(text(lang, 'form.confirmation.adverseEvent'))).toHaveCount(adverseEvent ? 1 : 0)
  await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'form.confirmation.title.medical-information')} – `))
  confirmed.push({ reference, lang, adverseEvent })
}

test.describe('with JavaScript', () => {
  test('English: the side-effect questions open on yes, check the date part by part, and the report is sent', async ({ page }) => {
    const errors = consoleErrors(page)
    await installAxe(page)
    await page.goto(server.url + paths.en)
    const description = field(page, 'en', 'form.field.aeDescription')
    await expect(description).toBeHidden()
    await expect(field(page, 'en', 'form.field.profession')).toBeHidden()
    await fillRequester(page, 'en')
    await validationLoaded(page)
    await choice(page, 'en', aeGroup, 'form.option.yesNo.yes').check()
    await expect(description).toBeVisible()
    await expect(page.getByText('For example, 27 March 2026.')).toHaveCount(2)

    // Sending with the branch open but unanswered: its questions are required now.
    await submitButton(page, 'en').click()
    await expectErrorSummary(page, 'en', field(page, 'en', 'form.field.aeAge'))
    await expect(description).toHaveAccessibleDescription(/Describe the side effect\./)
    expect(await runAxe(page)).toEqual([])

    // The calendar behind the date starts on Sunday and fills the three parts with the picked day.
    const calendar = await openStartDateCalendar(page, 'en')
    await expect(calendar.locator('th')).toHaveText(['S', 'M', 'T', 'W', 'T', 'F', 'S'])
    expect(await runAxe(page)).toEqual([])
    await calendar.getByRole('gridcell').getByRole('button').first().click()
    await expect(calendar).toBeHidden()
    const now = new Date()
    await expect(datePart(page, 'en', 'form.field.aeStartDate', 'day')).toHaveValue('1')
    await expect(datePart(page, 'en', 'form.field.aeStartDate', 'month')).toHaveValue(String(now.getMonth() + 1))
    await expect(datePart(page, 'en', 'form.field.aeStartDate', 'year')).toHaveValue(String(now.getFullYear()))
    await expect(datePart(page, 'en', 'form.field.aeStartDate', 'day')).toBeFocused()

    await fillAdverseEvent(page, 'en', { day: '31', month: '4', year: '2026' })
    const day = datePart(page, 'en', 'form.field.aeStartDate', 'day')
    await submitButton(page, 'en').click()
    await expectErrorSummary(page, 'en', day)
    await expect(dateGroup(page, 'en', 'form.field.aeStartDate')).toHaveAccessibleDescription(/This date does not exist/)
    await day.fill('27')
    await datePart(page, 'en', 'form.field.aeStartDate', 'month').selectOption('3')
    await expect(day).not.toHaveAttribute('aria-invalid')

    expect(await sendForm(page, 'en')).toBe(200)
    await expectConfirmation(page, 'en', true)
    expect(errors).toEqual([])
  })

  test('French: a question without side effect is sent, and the closed branch is neither checked nor stored', async ({ page }) => {
    await page.goto(server.url + paths.fr)
    await fillRequester(page, 'fr')
    await choice(page, 'fr', aeGroup, 'form.option.yesNo.yes').check()
    const calendar = await openStartDateCalendar(page, 'fr')
    await expect(calendar.locator('th')).toHaveText(['D', 'L', 'M', 'M', 'J', 'V', 'S'])
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await datePart(page, 'fr', 'form.field.aeStartDate', 'day').fill('pas une date')
    await choice(page, 'fr', aeGroup, 'form.option.yesNo.no').check()
    await expect(datePart(page, 'fr', 'form.field.aeStartDate', 'day')).toBeHidden()
    expect(await sendForm(page, 'fr')).toBe(200)
    await expectConfirmation(page, 'fr', false)
  })
})

test.describe('with JavaScript', () => {
  test('English: the telephone number says it is required for an answer by telephone, and then that it is required', async ({ page }) => {
    await page.goto(server.url + paths.en)
    await hydrated(page)
    const phone = field(page, 'en', 'form.field.phone')
    const label = page.locator(`label[for="${await phone.getAttribute('id')}"]`)
    await expect(label).toHaveText(`${text('en', 'form.field.phone')}\u00a0${text('en', 'form.requiredForCall')}`)
    await expect(phone).not.toHaveAttribute('aria-required')
    // The choice comes right before the number, whose label follows it.
    const telephone = choice(page, 'en', 'form.field.contactMethod', 'form.option.contactMethod.phone')
    expect((await telephone.boundingBox())!.y).toBeLessThan((await phone.boundingBox())!.y)
    await telephone.check()
    await expect(label).toHaveText(`${text('en', 'form.field.phone')}\u00a0${text('en', 'form.required')}`)
    await expect(phone).toHaveAttribute('aria-required', 'true')
    await choice(page, 'en', 'form.field.contactMethod', 'form.option.contactMethod.email').check()
    await expect(label).toHaveText(`${text('en', 'form.field.phone')}\u00a0${text('en', 'form.optional')}`)
    await expect(phone).not.toHaveAttribute('aria-required')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('French: the telephone number says its rule, which the server holds, and then that it is required', async ({ page }) => {
    await page.goto(server.url + paths.fr)
    const phone = field(page, 'fr', 'form.field.phone')
    const label = page.locator(`label[for="${await phone.getAttribute('id')}"]`)
    await expect(label).toHaveText(`${text('fr', 'form.field.phone')}\u00a0${text('fr', 'form.requiredForCall')}`)
    await choice(page, 'fr', 'form.field.contactMethod', 'form.option.contactMethod.phone').check()
    expect(await sendForm(page, 'fr')).toBe(400)
    await expect(phone).toHaveAccessibleDescription(new RegExp(text('fr', 'form.error.phoneForCallback')))
    await expect(label).toHaveText(`${text('fr', 'form.field.phone')}\u00a0${text('fr', 'form.required')}`)
    await expect(phone).toHaveAttribute('aria-required', 'true')
  })

  test('French: an empty form comes back with its errors in French, focus on their summary', async ({ page }) => {
    await page.goto(server.url + paths.fr)
    expect(await sendForm(page, 'fr')).toBe(400)
    await expectErrorSummary(page, 'fr', choice(page, 'fr', 'form.field.requesterType', 'form.option.requesterType.healthcareProfessional'))
    await expect(field(page, 'fr', 'form.field.question')).toHaveAccessibleDescription(/Écrivez votre question/)
    await expect(page.getByRole('group', { name: text('fr', aeGroup) })).toHaveAccessibleDescription(
      /Répondez oui s’il s’agit d’un effet secondaire/,
    )
  })

  test('French: the adverse-event report says which part of its date to fix, keeps every answer on error, and is sent', async ({
    page,
  }) => {
    await page.goto(server.url + paths.fr)
    await fillRequester(page, 'fr')
    // Without JavaScript, CSS alone opens the branch once "yes" is checked.
    await fillAdverseEvent(page, 'fr', { day: '27', month: '3', year: '26' })
    expect(await sendForm(page, 'fr')).toBe(400)
    // The summary's link leads to the part to fix: the year.
    const date = datePart(page, 'fr', 'form.field.aeStartDate', 'year')
    await expectErrorSummary(page, 'fr', date)
    await expect(dateGroup(page, 'fr', 'form.field.aeStartDate')).toHaveAccessibleDescription(/Entrez l’année en quatre chiffres/)
    await expect(date).toHaveValue('26')
    await expect(field(page, 'fr', 'form.field.aeDescription')).toHaveValue(/Fourmillements/)
    await expect(choice(page, 'fr', 'form.field.aeSeriousCriteria', 'form.option.seriousCriteria.hospitalization')).toBeChecked()
    await expect(field(page, 'fr', 'form.field.aeOutcome')).toHaveValue('recovering')

    await date.fill('2026')
    expect(await sendForm(page, 'fr')).toBe(200)
    await expectConfirmation(page, 'fr', true)
  })
})

test('every confirmed request is stored with its adverse-event flag, and the team e-mail of a side effect is urgent', async () => {
  expect(confirmed.map((c) => c.adverseEvent)).toEqual([true, false, true])
  await expect.poll(() => server.mailFiles().length, { timeout: 10_000 }).toBe(6)
  const rows = await server.storedRows()
  expect(rows.submissions.map((row) => row.reference).sort()).toEqual(confirmed.map((c) => c.reference).sort())
  for (const { reference, lang, adverseEvent } of confirmed) {
    const row = rows.submissions.find((r) => r.reference === reference)!
    expect(row, reference).toMatchObject({ form: 'medical-information', lang, adverseEvent, suspectedSpam: false })
    if (adverseEvent) {
      expect(row.answers).toMatchObject({ aeStartDate: '2026-03-27', aeSeriousCriteria: ['hospitalization'], profession: 'Neurologue' })
    } else {
      expect(row.answers).not.toHaveProperty('aeStartDate')
    }
    const team = rows.outbox.find((message) => message.submissionId === row.id && message.kind === 'team')!.message as {
      subject: string
      to: string
    }
    expect(team.to).toBe('medinfo@nordorapharma.ca')
    expect(team.subject.startsWith('URGENT – ADVERSE EVENT'), team.subject).toBe(adverseEvent)
    const eml = fs.readFileSync(
      path.join(
        server.mailDir,
        server.mailFiles().find((name) => name.startsWith(`${reference}.team.`))!,
      ),
      'utf8',
    )
    expect(eml.includes('Priority: urgent'), reference).toBe(adverseEvent)
  }
  expect(rows.outbox.every((message) => message.sentAt !== null)).toBe(true)
})
